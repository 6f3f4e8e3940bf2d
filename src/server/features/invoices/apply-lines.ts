import { invoiceLineCost, invoiceProductName } from '@common/invoice-lines';
import { APPLY_INVOICE_MESSAGES, type ApplyInvoiceLine, type Cfdi, type InvoiceLine } from '@common/invoices';
import { productTaxesOfLine } from '@common/product-taxes';
import { UnitError, type ProductUnits } from '@common/quantity';
import { divide, ratioOf, toDecimal } from '@common/ratio';
import { QUANTITY_PLACES } from '@common/unit-costs';
import type { Transaction } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { insertProductAtPrice, lockProducts, selectProductsWithUnits, updateProductTaxes } from '../inventory/queries';
import { applyStockChange, changeProductPrice } from '../inventory/stock';
import { upsertInvoiceMapping } from './invoice-queries';
import { convertLine, lineKeyOf, pesos } from './line-figures';

/** What was done with one line, as the invoice's record keeps it. */
export interface AppliedLine {
  action: ApplyInvoiceLine['action'];
  productId: string | null;
  /** What it added to (or, for returned goods, took from) the product's stock, in its base unit. */
  stockQuantity: string | null;
}

interface Options {
  invoice: Cfdi;
  choices: ApplyInvoiceLine[];
  supplierId: string;
  creditsIva: boolean;
  /** The branch the goods went to (decision 056); absent means the main one. */
  locationId?: string;
}

const lineError = (position: number, line: InvoiceLine, message: string) =>
  badRequest(`Línea ${position + 1} («${line.description.slice(0, 60)}»): ${message}`, 'invoice_line');

const referenceOf = (invoice: Cfdi) =>
  ['Factura', [invoice.series, invoice.folio].filter(Boolean).join('-') || null, invoice.uuid]
    .filter(Boolean)
    .join(' ');

/**
 * Each line into stock inside the caller's transaction (apply-service.ts): an income invoice adds
 * stock at the line's cost per base unit (price alert when it changed); a credit note changes no
 * price and takes stock back only when it is for returned goods (TipoRelacion 03).
 */
export async function applyLines(tx: Transaction, userId: string, options: Options) {
  const { invoice, choices, supplierId, creditsIva, locationId } = options;
  const wanted = [...new Set(choices.flatMap((choice) => (choice.action === 'product' ? [choice.productId] : [])))];
  const locked = new Set((await lockProducts(tx, userId, { productIds: wanted })).map((row) => row.id));
  if (locked.size !== wanted.length) throw badRequest(APPLY_INVOICE_MESSAGES.productNotFound, 'unknown_product');
  const products = new Map<string, ProductUnits & { id: string }>(
    (await selectProductsWithUnits(tx, userId)).filter((row) => locked.has(row.id)).map((row) => [row.id, row]),
  );
  const reference = referenceOf(invoice);
  const isReturn = invoice.type === 'E' && invoice.relation === '03';
  const counts = { updated: 0, created: 0, skipped: 0, priceAlerts: 0 };
  const lines: AppliedLine[] = [];

  for (const [position, choice] of choices.entries()) {
    const line = invoice.lines[position];
    const cost = invoiceLineCost(line, invoice, creditsIva);
    if (choice.action === 'skip') {
      counts.skipped += 1;
      lines.push({ action: 'skip', productId: null, stockQuantity: null });
    } else if (choice.action === 'new') {
      if (invoice.type === 'E') throw lineError(position, line, APPLY_INVOICE_MESSAGES.creditNoteNew);
      const quantity = toDecimal(ratioOf(line.quantity), QUANTITY_PLACES);
      if (Number(quantity) <= 0) throw lineError(position, line, APPLY_INVOICE_MESSAGES.quantityPositive);
      const created = await insertProductAtPrice(tx, userId, {
        name: choice.name ?? invoiceProductName(line.description),
        unit: line.unit,
        price: pesos(divide(cost, ratioOf(line.quantity))),
        supplierId,
      });
      await applyStockChange(tx, {
        userId,
        productId: created.id,
        delta: quantity,
        reason: 'invoice',
        reference,
        locationId,
      });
      await updateProductTaxes(tx, userId, { productId: created.id, taxes: productTaxesOfLine(line) });
      await upsertInvoiceMapping(tx, userId, {
        issuerRfc: invoice.issuer.rfc,
        lineKey: lineKeyOf(line),
        productId: created.id,
        unit: line.unit,
      });
      counts.created += 1;
      lines.push({ action: 'new', productId: created.id, stockQuantity: quantity });
    } else {
      const product = products.get(choice.productId)!;
      const unit = choice.unit ?? line.unit;
      let converted;
      try {
        converted = convertLine(line, unit, product, cost);
      } catch (error) {
        if (error instanceof UnitError) throw lineError(position, line, error.message);
        throw error;
      }
      await upsertInvoiceMapping(tx, userId, {
        issuerRfc: invoice.issuer.rfc,
        lineKey: lineKeyOf(line),
        productId: product.id,
        unit,
      });
      let stockQuantity: string | null = null;
      if (invoice.type === 'I') {
        await applyStockChange(tx, {
          userId,
          productId: product.id,
          delta: converted.stockQuantity,
          reason: 'invoice',
          reference,
          locationId,
        });
        if (await changeProductPrice(tx, userId, product.id, converted.unitCost)) counts.priceAlerts += 1;
        // An income invoice says the product's taxes; a credit note's lines may be a bonus, not the goods.
        await updateProductTaxes(tx, userId, { productId: product.id, taxes: productTaxesOfLine(line) });
        stockQuantity = converted.stockQuantity;
      } else if (isReturn) {
        stockQuantity = `-${converted.stockQuantity}`;
        await applyStockChange(tx, {
          userId,
          productId: product.id,
          delta: stockQuantity,
          reason: 'invoice',
          reference,
          locationId,
        });
      }
      counts.updated += 1;
      lines.push({ action: 'product', productId: product.id, stockQuantity });
    }
  }
  return { counts, lines };
}
