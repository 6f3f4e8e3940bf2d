import { BRANCH_MESSAGES } from '@common/branch-stock';
import { compareDecimals, percentChange } from '@common/money';
import { isLowStock } from '@common/low-stock';
import { formatQuantity } from '@common/quantity-format';
import type { Transaction } from '../../platform/db/client';
import type { stockMovements } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/errors';
import { createNotification } from '../notifications/service';
import { notifyPriceChange } from '../alerts/notify-price-change';
import { addToBranchStocks, selectBranch, type Branch } from './branch-stock-queries';
import {
  addToStock,
  addToStocks,
  insertMovements,
  insertPriceAlert,
  lockProductNames,
  lockProductPrice,
  selectProductName,
  updateProductPrice,
} from './stock-queries';

export type StockReason = (typeof stockMovements.$inferInsert)['reason'];

export interface StockChange {
  userId: string;
  productId: string;
  /** Signed quantity as a decimal string: '+2.5' adds, '-1' takes away. */
  delta: string;
  reason: StockReason;
  /** What caused it: an order id, a preparation id, a receipt… */
  reference?: string | null;
  /** The branch whose stock changes; absent means the main branch (decision 056). */
  locationId?: string | null;
}

/**
 * The branch a change happens in: the one asked for (a 404 when it is not the owner's), else the main
 * branch, else none for a restaurant with no branch yet (then only the product's total changes).
 */
export async function stockBranch(tx: Transaction, userId: string, locationId: string | null | undefined) {
  // A receipt, an invoice or an order applies one change per line in one transaction: the branch is
  // looked up once per transaction, not once per line (branches do not change while stock does).
  const known = branchesSeen.get(tx) ?? new Map<string, Promise<Branch | undefined>>();
  branchesSeen.set(tx, known);
  const key = `${userId}:${locationId ?? ''}`;
  if (!known.has(key)) known.set(key, selectBranch(tx, userId, { locationId }));
  const branch = await known.get(key)!;
  if (locationId && !branch) throw notFound(BRANCH_MESSAGES.branchNotFound);
  return branch;
}
const branchesSeen = new WeakMap<Transaction, Map<string, Promise<Branch | undefined>>>();

/** The branch's share of the changes; a 409 naming the product and branch when one would go below zero. */
async function changeBranchStock(
  tx: Transaction,
  userId: string,
  branch: Branch | undefined,
  changes: ReadonlyArray<{ productId: string; delta: string }>,
  productName: (productId: string) => string,
) {
  if (!branch) return;
  const [short] = await addToBranchStocks(tx, userId, { locationId: branch.id, changes });
  if (short) throw insufficientInBranch(productName(short), branch.name);
}

export const insufficientInBranch = (product: string, branch: string) =>
  new AppError(409, 'insufficient_stock', BRANCH_MESSAGES.insufficient(product, branch));

/**
 * The one way stock changes: a conditional UPDATE that can never leave stock below zero (also under
 * concurrent requests), plus its journal row, inside the caller's transaction.
 */
export async function applyStockChange(tx: Transaction, change: StockChange) {
  const branch = await stockBranch(tx, change.userId, change.locationId);
  const updated = await addToStock(tx, change.userId, { productId: change.productId, delta: change.delta });
  if (!updated) {
    const product = await selectProductName(tx, change.userId, { productId: change.productId });
    if (!product) throw notFound('Producto no encontrado');
    throw new AppError(409, 'insufficient_stock', `Stock insuficiente para ${product.name}`);
  }
  await changeBranchStock(tx, change.userId, branch, [change], () => updated.name);
  await insertMovements(tx, change.userId, {
    movements: [
      {
        productId: change.productId,
        delta: change.delta,
        resultingStock: updated.stockQuantity,
        reason: change.reason,
        reference: change.reference ?? null,
        locationId: branch?.id ?? null,
      },
    ],
  });
  return updated;
}

/**
 * Several products' stock changes (each product once) in three statements rather than two per
 * product: the rows are locked in id order (so concurrent batches over the same products cannot
 * deadlock), changed by one conditional UPDATE and journaled by one INSERT. All or nothing: the
 * caller's transaction is rolled back by the error naming the first product, in id order, that is
 * missing or would go below zero. Returns the updated products in id order.
 */
export async function applyStockChanges(
  tx: Transaction,
  userId: string,
  changes: ReadonlyArray<Omit<StockChange, 'userId' | 'locationId'>>,
  locationId?: string | null,
) {
  const branch = await stockBranch(tx, userId, locationId);
  const sorted = [...changes].sort((a, b) => a.productId.localeCompare(b.productId));
  const locked = await lockProductNames(tx, userId, { productIds: sorted.map((change) => change.productId) });
  const updated = await addToStocks(tx, userId, { changes: sorted });
  const byId = new Map(updated.map((row) => [row.id, row]));
  const failed = sorted.find((change) => !byId.has(change.productId));
  if (failed) {
    const product = locked.find((row) => row.id === failed.productId);
    if (!product) throw notFound('Producto no encontrado');
    throw new AppError(409, 'insufficient_stock', `Stock insuficiente para ${product.name}`);
  }
  await changeBranchStock(tx, userId, branch, sorted, (productId) => byId.get(productId)!.name);
  const rows = sorted.map((change) => ({ change, product: byId.get(change.productId)! }));
  await insertMovements(tx, userId, {
    movements: rows.map(({ change, product }) => ({
      productId: change.productId,
      delta: change.delta,
      resultingStock: product.stockQuantity,
      reason: change.reason,
      reference: change.reference ?? null,
      locationId: branch?.id ?? null,
    })),
  });
  return rows.map(({ product }) => product);
}

/**
 * Sets a product's current price; when it differs from the old one, writes one price alert with the
 * old and new price and the percent change, and notifies the owner. Returns the alert id, if any.
 */
export async function changeProductPrice(tx: Transaction, userId: string, productId: string, newPrice: string) {
  const product = await lockProductPrice(tx, userId, { productId });
  if (!product) throw notFound('Producto no encontrado');
  if (compareDecimals(product.currentPrice, newPrice) === 0) return null;
  await updateProductPrice(tx, userId, { productId, price: newPrice });
  const percent = percentChange(product.currentPrice, newPrice);
  const alertId = await insertPriceAlert(tx, userId, { productId, oldPrice: product.currentPrice, newPrice, percent });
  await notifyPriceChange(tx, userId, {
    productId,
    productName: product.name,
    oldPrice: product.currentPrice,
    newPrice,
    percent,
  });
  return alertId;
}

/**
 * The 'Stock Bajo' notification, for each product that a reduction left below its minimum. Callers
 * pass only the products whose stock went down, so a product already short is not notified again
 * by a change that raised it.
 */
export async function notifyLowStock(
  tx: Transaction,
  userId: string,
  products: ReadonlyArray<{ id: string; name: string; unit: string; stockQuantity: string; minStockQuantity: string }>,
) {
  for (const product of products) {
    if (!isLowStock(product)) continue;
    await createNotification(tx, {
      userId,
      type: 'low_stock',
      title: 'Stock Bajo',
      message: lowStockMessage(product),
      link: '/productos',
      metadata: {
        product_id: product.id,
        current_stock: Number(product.stockQuantity),
        min_stock: Number(product.minStockQuantity),
      },
    });
  }
}

/** "Lechuga quedó con 4 kg (mínimo 10 kg)": the in-app and e-mail text, in the readable unit (decision 038). */
export const lowStockMessage = (product: {
  name: string;
  unit: string;
  stockQuantity: string;
  minStockQuantity: string;
}) =>
  `${product.name} quedó con ${formatQuantity(product.stockQuantity, product.unit)} (mínimo ${formatQuantity(product.minStockQuantity, product.unit)})`;
