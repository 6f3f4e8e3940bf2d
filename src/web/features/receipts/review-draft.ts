import { lineTotal } from '@common/money';
import { lineUnitOf } from '@common/order-units';
import { UnitError, type ProductUnits } from '@common/quantity';
import { formatQuantity } from '@common/quantity-format';
import { applyReceiptSchema, type ApplyReceiptInput, type ReceiptScan } from '@common/receipts';
import { foldText } from '@common/text';
import { toBaseQuantity } from '@common/unit-costs';

/** A product a line can go to, with what its units convert with (decision 034). */
export interface ReviewProduct extends ProductUnits {
  id: string;
  name: string;
}

/** One reviewed line as the table edits it. */
export interface DraftLine {
  key: number;
  included: boolean;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  /** An existing product's id, or '' for "Nuevo producto". */
  productId: string;
  confidence: number;
}

export interface Draft {
  lines: DraftLine[];
  /** One of the user's contacts, or '' for none. */
  supplierId: string;
  supplierName: string | null;
  date: string | null;
  total: string | null;
}

const fold = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The contact whose name the printed supplier starts with ('ABARROTES LA ESPERANZA SA DE CV' → 'Abarrotes La Esperanza'). */
export function guessSupplier(printed: string | null, contacts: ReadonlyArray<{ id: string; name: string }>): string {
  if (!printed) return '';
  const text = fold(printed);
  return contacts.find((contact) => fold(contact.name) && text.startsWith(fold(contact.name)))?.id ?? '';
}

export function draftFromScan(scan: ReceiptScan, contacts: ReadonlyArray<{ id: string; name: string }>): Draft {
  return {
    lines: scan.items.map((item, index) => ({
      key: index,
      included: true,
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      unitPrice: item.unitPrice,
      productId: item.productId ?? '',
      confidence: item.confidence,
    })),
    supplierId: guessSupplier(scan.supplier, contacts),
    supplierName: scan.supplier,
    date: scan.date,
    total: scan.total,
  };
}

const valid = (value: string) => /^\d+(\.\d+)?$/.test(value.trim().replace(',', '.'));

/** quantity × unit price of a line, or null while either is not a number. */
export function draftLineTotal(line: Pick<DraftLine, 'quantity' | 'unitPrice'>): string | null {
  if (!valid(line.quantity) || !valid(line.unitPrice)) return null;
  return lineTotal(line.quantity.trim().replace(',', '.'), line.unitPrice.trim().replace(',', '.'));
}

export interface LineUnitCheck {
  /** The product's unit the line is in (a purchaseUnitChoices value), or null when it does not convert. */
  choice: string | null;
  /** Why it does not convert, in Spanish. */
  error: string | null;
  /** What the stock gains in the base unit ("50 kg"), when the line is not in it and its quantity is a number. */
  gain: string | null;
}

/** A line's unit against the product it goes to, as "Aplicar" will convert it (decision 037). */
export function checkLineUnit(line: Pick<DraftLine, 'quantity' | 'unit'>, product: ReviewProduct): LineUnitCheck {
  try {
    const { unit } = lineUnitOf(line.unit, product);
    const quantity = line.quantity.trim().replace(',', '.');
    const gain =
      unit !== product.unit && valid(quantity)
        ? formatQuantity(toBaseQuantity(quantity, unit, product), product.unit)
        : null;
    return { choice: unit, error: null, gain };
  } catch (error) {
    if (error instanceof UnitError) return { choice: null, error: error.message, gain: null };
    throw error;
  }
}

/**
 * The ticked lines as the apply payload, or the first Spanish message of what is wrong with them:
 * the contract's, then a unit that does not convert to its product's (named as the server names it).
 */
export function applyInputOf(
  draft: Draft,
  products: readonly ReviewProduct[] = [],
): { ok: true; input: ApplyReceiptInput } | { ok: false; message: string } {
  const input = {
    supplierId: draft.supplierId || null,
    supplierName: draft.supplierName,
    date: draft.date,
    items: draft.lines
      .filter((line) => line.included)
      .map(({ name, quantity, unit, unitPrice, productId }) => ({
        name,
        quantity,
        unit,
        unitPrice,
        productId: productId || null,
      })),
  };
  const parsed = applyReceiptSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  for (const [index, item] of input.items.entries()) {
    const product = products.find((candidate) => candidate.id === item.productId);
    const error = product && checkLineUnit(item, product).error;
    if (error) return { ok: false, message: `Línea ${index + 1} («${item.name.trim()}»): ${error}` };
  }
  return { ok: true, input };
}
