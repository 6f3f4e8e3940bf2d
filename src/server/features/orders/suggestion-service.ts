import type { z } from 'zod';
import { lineTotal, sumDecimals } from '@common/money';
import { lineBaseQuantity } from '@common/order-units';
import { UnitError } from '@common/quantity';
import { add, ratio, ratioOf, toDecimal } from '@common/ratio';
import {
  suggestCatalogueLine,
  suggestLine,
  USE_WINDOW_DAYS,
  type createSuggestedOrdersSchema,
  type SuggestedOrders,
} from '@common/suggested-orders';
import { directOrderNumber, ORDER_MESSAGES, type OrderDetail } from '@common/orders';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { selectListedProducts } from '../marketplace/queries';
import { insertCartOrders } from '../marketplace/service';
import { selectPurchaseProducts } from './queries';
import { getOrder, insertDirectOrder, withOrderNumbers } from './service';
import {
  selectLastMarketplaceSources,
  selectPendingLines,
  selectProductsToSuggest,
  selectRecentUse,
} from './suggestion-queries';

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

type Facts = Parameters<typeof suggestLine>[0];
type ContactGroup = Extract<SuggestedOrders['suppliers'][number], { kind: 'contact' }>;
type MarketplaceGroup = Extract<SuggestedOrders['suppliers'][number], { kind: 'marketplace' }>;

/**
 * The marketplace's offered catalogue product (selectListedProducts: available, of a verified
 * supplier with an active plan) each product was last received from, for the products without a
 * contact (decision 052).
 */
async function offeredSources(db: Queryable, ownerId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, Listed>();
  const sources = await selectLastMarketplaceSources(db, ownerId, { productIds });
  const catalogueIds = [
    ...new Set(sources.flatMap((row) => (row.marketplaceProductId ? [row.marketplaceProductId] : []))),
  ];
  const offered = new Map(
    (catalogueIds.length ? await selectListedProducts(db, { productIds: catalogueIds }) : []).map((row) => [
      row.id,
      row,
    ]),
  );
  const bySource = new Map<string, Listed>();
  for (const row of sources) {
    const listed = row.marketplaceProductId ? offered.get(row.marketplaceProductId) : undefined;
    if (listed) bySource.set(row.productId, listed);
  }
  return bySource;
}
type Listed = Awaited<ReturnType<typeof selectListedProducts>>[number];

/**
 * "Pedido sugerido": for every product, its minimum plus the use expected until the next delivery
 * (preparations and waste of the last four weeks, per day, × `days`), less its stock and what
 * pending orders will bring, rounded up to whole packs (decision 046); grouped by supplier, priced
 * at the current price. A product without a contact that was last received from a catalogue product
 * still offered is suggested under that marketplace supplier, in its unit, at least its minimum and
 * at its price (decision 052); the own contact wins when a product has both. The rest are listed
 * apart: there is no one to order from.
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
  const factsOf = (product: Product): Facts => ({
    product,
    stock: product.stockQuantity,
    minimum: product.minStockQuantity,
    usedInWindow: used.get(product.id) ?? '0',
    onOrder: toDecimal(onOrder.get(product.id) ?? ratio(0n), 3),
    days,
  });
  const short = products.flatMap((product) => {
    const suggestion = suggestLine(factsOf(product));
    return suggestion ? [{ product, suggestion }] : [];
  });
  const sources = await offeredSources(
    db,
    actor.userId,
    short.filter(({ product }) => !product.supplierId).map(({ product }) => product.id),
  );

  const contacts = new Map<string, ContactGroup>();
  const companies = new Map<string, MarketplaceGroup>();
  const withoutSupplier: SuggestedOrders['withoutSupplier'] = [];
  for (const { product, suggestion } of short) {
    const facts = factsOf(product);
    const common = {
      productId: product.id,
      productName: product.name,
      baseUnit: product.unit,
      stock: product.stockQuantity,
      minimum: product.minStockQuantity,
      onOrder: facts.onOrder,
    };
    if (product.supplierId && product.supplierName) {
      const group: ContactGroup = contacts.get(product.supplierId) ?? {
        kind: 'contact',
        supplierId: product.supplierId,
        supplierName: product.supplierName,
        whatsappNumber: product.whatsappNumber,
        lines: [],
        total: '0.00',
      };
      group.lines.push({
        ...common,
        packs: product.packs,
        ...suggestion,
        price: product.currentPrice,
        lineTotal: lineTotal(suggestion.baseQuantity, product.currentPrice),
      });
      group.total = sumDecimals(group.lines.map((line) => line.lineTotal));
      contacts.set(product.supplierId, group);
      continue;
    }
    const listed = sources.get(product.id);
    let problem: string | null = null;
    if (listed) {
      try {
        const line = suggestCatalogueLine(facts, {
          name: listed.name,
          unit: listed.unit,
          minOrderQuantity: listed.minOrderQuantity,
        })!;
        const group: MarketplaceGroup = companies.get(listed.companyId) ?? {
          kind: 'marketplace',
          supplierId: listed.companyId,
          supplierName: listed.companyName,
          lines: [],
          total: '0.00',
        };
        group.lines.push({
          ...common,
          dailyUse: line.dailyUse,
          short: line.short,
          marketplaceProductId: listed.id,
          catalogueName: listed.name,
          quantity: line.quantity,
          unit: listed.unit,
          minOrderQuantity: listed.minOrderQuantity,
          baseQuantity: line.baseQuantity,
          price: listed.price,
          lineTotal: lineTotal(line.quantity, listed.price),
        });
        group.total = sumDecimals(group.lines.map((item) => item.lineTotal));
        companies.set(listed.companyId, group);
        continue;
      } catch (error) {
        if (!(error instanceof UnitError)) throw error;
        problem = error.message;
      }
    }
    withoutSupplier.push({
      productId: product.id,
      productName: product.name,
      short: suggestion.short,
      baseUnit: product.unit,
      problem,
    });
  }
  const sorted = [...contacts.values(), ...companies.values()].sort((a, b) =>
    a.supplierName.localeCompare(b.supplierName, 'es'),
  );
  return { days, suppliers: sorted, withoutSupplier };
}

/**
 * "Crear órdenes": each contact's order of the edited suggestion and the marketplace suppliers'
 * orders (through the marketplace's own order creation: offered products, minimums, the supplier's
 * notification), all in one transaction (one fails, none is created).
 */
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
    if (input.marketplaceLines.length === 0) return { orders };
    // Each marketplace line is tied to the product it is for, which must be the caller's.
    const ids = [...new Set(input.marketplaceLines.map((line) => line.productId))];
    const own = await selectPurchaseProducts(tx, actor.userId, { productIds: ids });
    if (own.length !== ids.length) throw badRequest(ORDER_MESSAGES.productNotFound, 'unknown_product');
    const created = await insertCartOrders(
      tx,
      actor.userId,
      {
        lines: input.marketplaceLines.map((line) => ({
          productId: line.marketplaceProductId,
          quantity: line.quantity,
          forProductId: line.productId,
        })),
        notes: null,
      },
      stamp,
    );
    for (const order of created) orders.push(await getOrder(tx, actor, order.id));
    return { orders };
  });
}
