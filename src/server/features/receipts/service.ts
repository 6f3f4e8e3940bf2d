import {
  applyReceiptDetail,
  DUPLICATE_RECEIPT_CODE,
  duplicateReceiptMessage,
  RECEIPT_MESSAGES,
  type applyReceiptSchema,
  type ApplyReceiptResult,
} from '@common/receipts';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor';
import type { Database, Transaction } from '../../platform/db/client';
import { compareDecimals } from '@common/money';
import { canonicalUnit } from '@common/units';
import { conflict, notFound } from '../../platform/errors';
import { assertOwnContact } from '../inventory/products-service';
import { insertProductAtPrice } from '../inventory/queries';
import { applyStockChange, changeProductPrice, stockBranch } from '../inventory/stock';
import { purchaseChange } from '../orders/order-lines';
import { selectPurchaseProducts } from '../orders/queries';
import { receiptFingerprint } from './fingerprint';
import { findAppliedReceipt, insertAppliedReceipt, lockReceiptApplies } from './queries';

type ApplyInput = z.output<typeof applyReceiptSchema>;

/** What the stock journal says caused these movements: 'Recibo Abarrotes X 2025-03-21'. */
const referenceOf = (input: ApplyInput) =>
  ['Recibo', input.supplierName, input.date].filter(Boolean).join(' ').slice(0, 240);

/**
 * Each line mapped to a product, with what it brings: its quantity in the product's base unit and
 * the product's new price per base unit (decision 037). The products are locked; a line whose
 * product is not the user's is a 404, one whose unit does not convert a 400 naming the line.
 */
async function convertLines(tx: Transaction, userId: string, items: ApplyInput['items']) {
  const productIds = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
  const products = productIds.length ? await selectPurchaseProducts(tx, userId, { productIds, lock: true }) : [];
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.map((item, index) => {
    if (!item.productId) return { item, existing: null };
    const product = byId.get(item.productId);
    if (!product) throw notFound(RECEIPT_MESSAGES.productNotFound);
    const change = purchaseChange(
      product,
      { unit: item.unit, pack: null },
      { amount: item.quantity, paid: item.unitPrice },
      (message) => `Línea ${index + 1} («${item.name}»): ${message}`,
    );
    return { item, existing: { product, ...change } };
  });
}

/**
 * "Aplicar": in one transaction, each reviewed line adds its quantity, converted from the line's
 * unit to the product's base unit, to the stock (movement 'receipt') of the product it was mapped
 * to, whose price becomes the paid price per base unit (writing a price alert when it changed); a
 * line mapped to "Nuevo producto" creates the product in the line's unit at that price. Any failure
 * (another user's product, a supplier that is not the user's, a unit that does not convert) changes nothing. A receipt already
 * applied (same supplier, date and lines) is refused with 409 naming when, unless `confirmDuplicate`.
 */
export async function applyReceipt(db: Database, actor: Actor, input: ApplyInput): Promise<ApplyReceiptResult> {
  const { userId } = actor;
  const reference = referenceOf(input);
  const { fingerprint, total } = receiptFingerprint(input);
  return db.transaction(async (tx) => {
    await assertOwnContact(tx, userId, input.supplierId);
    const lines = await convertLines(tx, userId, input.items);
    await lockReceiptApplies(tx, userId);
    const previous = await findAppliedReceipt(tx, userId, { fingerprint });
    if (previous && !input.confirmDuplicate)
      throw conflict(duplicateReceiptMessage(previous.appliedAt), DUPLICATE_RECEIPT_CODE);
    const branch = await stockBranch(tx, userId, input.locationId);
    await insertAppliedReceipt(tx, userId, {
      fingerprint,
      supplierName: input.supplierName,
      receiptDate: input.date,
      total,
      lineCount: input.items.length,
      locationId: branch?.id ?? null,
    });
    const products: ApplyReceiptResult['products'] = [];
    let priceAlerts = 0;
    for (const { item, existing } of lines) {
      if (existing) {
        const { product, delta, price } = existing;
        if (compareDecimals(delta, 0) > 0) {
          await applyStockChange(tx, {
            userId,
            productId: product.id,
            delta,
            reason: 'receipt',
            reference,
            locationId: input.locationId,
          });
          if (price !== null && (await changeProductPrice(tx, userId, product.id, price))) priceAlerts += 1;
        }
        products.push({ id: product.id, name: product.name, created: false });
      } else {
        const created = await insertProductAtPrice(tx, userId, {
          name: item.name,
          unit: canonicalUnit(item.unit),
          price: item.unitPrice,
          supplierId: input.supplierId,
        });
        await applyStockChange(tx, {
          userId,
          productId: created.id,
          delta: item.quantity,
          reason: 'receipt',
          reference,
          locationId: input.locationId,
        });
        products.push({ ...created, created: true });
      }
    }
    const created = products.filter((product) => product.created).length;
    const updated = new Set(products.filter((product) => !product.created).map((product) => product.id)).size;
    const counts = { created, updated, priceAlerts };
    return { message: RECEIPT_MESSAGES.success, detail: applyReceiptDetail(counts), ...counts, products };
  });
}
