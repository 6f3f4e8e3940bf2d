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
import { conflict, notFound } from '../../platform/errors';
import { assertOwnContact } from '../inventory/products-service';
import { insertProductAtPrice, lockProducts } from '../inventory/queries';
import { applyStockChange, changeProductPrice } from '../inventory/stock';
import { receiptFingerprint } from './fingerprint';
import { findAppliedReceipt, insertAppliedReceipt, lockReceiptApplies } from './queries';

type ApplyInput = z.output<typeof applyReceiptSchema>;

/** What the stock journal says caused these movements: 'Recibo Abarrotes X 2025-03-21'. */
const referenceOf = (input: ApplyInput) =>
  ['Recibo', input.supplierName, input.date].filter(Boolean).join(' ').slice(0, 240);

async function lockOwnProduct(tx: Transaction, userId: string, productId: string) {
  const [product] = await lockProducts(tx, userId, { productIds: [productId] });
  if (!product) throw notFound(RECEIPT_MESSAGES.productNotFound);
  return product;
}

/**
 * "Aplicar": in one transaction, each reviewed line adds its quantity to stock (movement 'receipt')
 * of the product it was mapped to, whose price becomes the paid unit price (writing a price alert when
 * it changed); a line mapped to "Nuevo producto" creates the product at that price. Any failure
 * (another user's product, a supplier that is not the user's) changes nothing. A receipt already
 * applied (same supplier, date and lines) is refused with 409 naming when, unless `confirmDuplicate`.
 */
export async function applyReceipt(db: Database, actor: Actor, input: ApplyInput): Promise<ApplyReceiptResult> {
  const { userId } = actor;
  const reference = referenceOf(input);
  const { fingerprint, total } = receiptFingerprint(input);
  return db.transaction(async (tx) => {
    await assertOwnContact(tx, userId, input.supplierId);
    await lockReceiptApplies(tx, userId);
    const previous = await findAppliedReceipt(tx, userId, { fingerprint });
    if (previous && !input.confirmDuplicate)
      throw conflict(duplicateReceiptMessage(previous.appliedAt), DUPLICATE_RECEIPT_CODE);
    await insertAppliedReceipt(tx, userId, {
      fingerprint,
      supplierName: input.supplierName,
      receiptDate: input.date,
      total,
      lineCount: input.items.length,
    });
    const products: ApplyReceiptResult['products'] = [];
    let priceAlerts = 0;
    for (const item of input.items) {
      if (item.productId) {
        const product = await lockOwnProduct(tx, userId, item.productId);
        await applyStockChange(tx, {
          userId,
          productId: product.id,
          delta: item.quantity,
          reason: 'receipt',
          reference,
        });
        if (await changeProductPrice(tx, userId, product.id, item.unitPrice)) priceAlerts += 1;
        products.push({ id: product.id, name: product.name, created: false });
      } else {
        const created = await insertProductAtPrice(tx, userId, {
          name: item.name,
          unit: item.unit,
          price: item.unitPrice,
          supplierId: input.supplierId,
        });
        await applyStockChange(tx, {
          userId,
          productId: created.id,
          delta: item.quantity,
          reason: 'receipt',
          reference,
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
