import { compareDecimals, subtractDecimals, sumDecimals } from '@common/money';
import { catalogueQuantity, ORDER_STATE_MESSAGES } from '@common/order-states';
import type { Transaction } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { lockCatalogueStock, shiftCatalogueStock } from './stock-queries';

/** A marketplace order line as the catalogue stock sees it (a product deleted since has no id). */
export interface StockLine {
  marketplaceProductId: string | null;
  quantity: string;
}

/** The lines' quantities added up per catalogue product, skipping products deleted since. */
function perProduct(lines: readonly StockLine[]) {
  const totals = new Map<string, string[]>();
  for (const line of lines) {
    if (!line.marketplaceProductId) continue;
    totals.set(line.marketplaceProductId, [...(totals.get(line.marketplaceProductId) ?? []), line.quantity]);
  }
  return [...totals].map(([productId, quantities]) => ({ productId, quantity: sumDecimals(quantities, 3) }));
}

const negate = (value: string) => subtractDecimals(0, value);

/**
 * Confirming an order reserves its quantities (decision 043): under the rows' locks, each product
 * must still have them available (stock − reserved), or nothing is reserved and the supplier gets a
 * Spanish 409 naming the product and what is left. Two confirmations for the last units: one waits
 * for the other's lock, then finds them gone.
 */
export async function reserveCatalogueStock(tx: Transaction, supplierUserId: string, lines: readonly StockLine[]) {
  const wanted = perProduct(lines);
  if (wanted.length === 0) return;
  const rows = new Map(
    (await lockCatalogueStock(tx, supplierUserId, { productIds: wanted.map((line) => line.productId) })).map((row) => [
      row.id,
      row,
    ]),
  );
  for (const line of wanted) {
    const row = rows.get(line.productId);
    if (!row) continue;
    const available = subtractDecimals(row.stockQuantity, row.reservedQuantity);
    if (compareDecimals(available, line.quantity) < 0) {
      const left = compareDecimals(available, 0) > 0 ? available : '0';
      throw conflict(ORDER_STATE_MESSAGES.noStock(row.name, catalogueQuantity(left, row.unit)), 'insufficient_stock');
    }
  }
  for (const line of wanted) {
    if (rows.has(line.productId))
      await shiftCatalogueStock(tx, supplierUserId, { productId: line.productId, stock: '0', reserved: line.quantity });
  }
}

/** Cancelling a confirmed order gives its reservation back. */
export async function releaseCatalogueStock(tx: Transaction, supplierUserId: string, lines: readonly StockLine[]) {
  await shiftReserved(tx, supplierUserId, lines, (quantity) => ({ stock: '0', reserved: negate(quantity) }));
}

/** Delivery takes the reserved quantities out of stock: both stock and reservation go down. */
export async function deliverCatalogueStock(tx: Transaction, supplierUserId: string, lines: readonly StockLine[]) {
  await shiftReserved(tx, supplierUserId, lines, (quantity) => ({
    stock: negate(quantity),
    reserved: negate(quantity),
  }));
}

async function shiftReserved(
  tx: Transaction,
  supplierUserId: string,
  lines: readonly StockLine[],
  shift: (quantity: string) => { stock: string; reserved: string },
) {
  const wanted = perProduct(lines);
  if (wanted.length === 0) return;
  const rows = await lockCatalogueStock(tx, supplierUserId, { productIds: wanted.map((line) => line.productId) });
  for (const row of rows) {
    const line = wanted.find((candidate) => candidate.productId === row.id)!;
    // A reservation can only be what a confirmation added; never take away more than is held.
    const quantity = compareDecimals(row.reservedQuantity, line.quantity) < 0 ? row.reservedQuantity : line.quantity;
    await shiftCatalogueStock(tx, supplierUserId, { productId: row.id, ...shift(quantity) });
  }
}
