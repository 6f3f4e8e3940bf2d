import type { z } from 'zod';
import { lineTotal, sumDecimals } from '@common/money';
import { lineBaseQuantity } from '@common/order-units';
import { UnitError } from '@common/quantity';
import { add, ratio, ratioOf, toDecimal } from '@common/ratio';
import {
  suggestLine,
  USE_WINDOW_DAYS,
  type createSuggestedOrdersSchema,
  type SuggestedOrders,
} from '@common/suggested-orders';
import { directOrderNumber, type OrderDetail } from '@common/orders';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { insertDirectOrder, withOrderNumbers } from './service';
import { selectPendingLines, selectProductsToSuggest, selectRecentUse } from './suggestion-queries';

const DAY_MS = 24 * 60 * 60 * 1000;
type Product = Awaited<ReturnType<typeof selectProductsToSuggest>>[number];

/** What pending orders will still bring of each product, in its base unit; a line that no longer converts counts nothing. */
async function onOrderByProduct(db: Queryable, ownerId: string, products: Map<string, Product>) {
  const onOrder = new Map<string, ReturnType<typeof ratio>>();
  for (const line of await selectPendingLines(db, ownerId)) {
    const product = products.get(line.productId!);
    if (!product) continue;
    const pack = line.packQuantity && line.packUnit ? { quantity: line.packQuantity, unit: line.packUnit } : null;
    try {
      const base = lineBaseQuantity({ unit: line.unit, pack }, product, line.quantity);
      onOrder.set(product.id, add(onOrder.get(product.id) ?? ratio(0n), ratioOf(base)));
    } catch (error) {
      if (!(error instanceof UnitError)) throw error;
    }
  }
  return onOrder;
}

/**
 * "Pedido sugerido": for every product, its minimum plus the use expected until the next delivery
 * (preparations and waste of the last four weeks, per day, × `days`), less its stock and what
 * pending orders will bring, rounded up to whole packs (decision 046); grouped by supplier, priced
 * at the current price. Products without a supplier are listed apart: there is no one to order from.
 */
export async function suggestOrders(
  db: Queryable,
  actor: Actor,
  days: number,
  now = new Date(),
): Promise<SuggestedOrders> {
  const products = await selectProductsToSuggest(db, actor.userId);
  const byId = new Map(products.map((product) => [product.id, product]));
  const [use, onOrder] = await Promise.all([
    selectRecentUse(db, actor.userId, { since: new Date(now.getTime() - USE_WINDOW_DAYS * DAY_MS) }),
    onOrderByProduct(db, actor.userId, byId),
  ]);
  const used = new Map(use.map((row) => [row.productId, row.used]));
  const suppliers = new Map<string, SuggestedOrders['suppliers'][number]>();
  const withoutSupplier: SuggestedOrders['withoutSupplier'] = [];
  for (const product of products) {
    const suggestion = suggestLine({
      product,
      stock: product.stockQuantity,
      minimum: product.minStockQuantity,
      usedInWindow: used.get(product.id) ?? '0',
      onOrder: toDecimal(onOrder.get(product.id) ?? ratio(0n), 3),
      days,
    });
    if (!suggestion) continue;
    if (!product.supplierId || !product.supplierName) {
      withoutSupplier.push({
        productId: product.id,
        productName: product.name,
        short: suggestion.short,
        baseUnit: product.unit,
      });
      continue;
    }
    const group = suppliers.get(product.supplierId) ?? {
      supplierId: product.supplierId,
      supplierName: product.supplierName,
      whatsappNumber: product.whatsappNumber,
      lines: [],
      total: '0.00',
    };
    group.lines.push({
      productId: product.id,
      productName: product.name,
      baseUnit: product.unit,
      packs: product.packs,
      stock: product.stockQuantity,
      minimum: product.minStockQuantity,
      onOrder: toDecimal(onOrder.get(product.id) ?? ratio(0n), 3),
      ...suggestion,
      price: product.currentPrice,
      lineTotal: lineTotal(suggestion.baseQuantity, product.currentPrice),
    });
    group.total = sumDecimals(group.lines.map((line) => line.lineTotal));
    suppliers.set(product.supplierId, group);
  }
  const sorted = [...suppliers.values()].sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'es'));
  return { days, suppliers: sorted, withoutSupplier };
}

/** "Crear órdenes": each supplier's order of the edited suggestion, all in one transaction (one fails, none is created). */
export async function createSuggestedOrders(
  db: Database,
  actor: Actor,
  input: z.output<typeof createSuggestedOrdersSchema>,
): Promise<{ orders: OrderDetail[] }> {
  // The batch numbers its orders stamp, stamp + 1…; on a taken number it retries as one.
  return withOrderNumbers(db, async (tx, stamp) => {
    const orders: OrderDetail[] = [];
    for (const [index, order] of input.orders.entries())
      orders.push(await insertDirectOrder(tx, actor.userId, order, directOrderNumber(stamp + index)));
    return { orders };
  });
}
