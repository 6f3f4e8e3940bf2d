import { lineTotal } from '@common/money';
import { applyReceiptSchema, type ApplyReceiptInput, type ReceiptScan } from '@common/receipts';
import { foldText } from '@common/text';

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

/** quantity × unit price of a line, or null while either is not a number. */
export function draftLineTotal(line: Pick<DraftLine, 'quantity' | 'unitPrice'>): string | null {
  const valid = (value: string) => /^\d+(\.\d+)?$/.test(value.trim().replace(',', '.'));
  if (!valid(line.quantity) || !valid(line.unitPrice)) return null;
  return lineTotal(line.quantity.trim().replace(',', '.'), line.unitPrice.trim().replace(',', '.'));
}

/** The ticked lines as the apply payload, or the first Spanish message of what is wrong with them. */
export function applyInputOf(draft: Draft): { ok: true; input: ApplyReceiptInput } | { ok: false; message: string } {
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
  return parsed.success ? { ok: true, input } : { ok: false, message: parsed.error.issues[0].message };
}
