import type { z } from 'zod';
import type { Cart, CartLine, cartInputSchema } from '@common/marketplace-cart';
import { MARKETPLACE_MESSAGES } from '@common/marketplace';
import { roundDecimal } from '@common/money';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { replaceCartLines, selectCartLines, selectOrderLinesToRepeat, selectOwnMarketplaceOrder } from './cart-queries';
import { selectListedProducts } from './queries';

type Listed = Awaited<ReturnType<typeof selectListedProducts>>[number];

const lineOf = (product: Listed, quantity: string): CartLine => ({
  productId: product.id,
  productName: product.name,
  quantity: roundDecimal(quantity, 3),
  unit: product.unit,
  unitPrice: product.price,
  minOrderQuantity: product.minOrderQuantity,
  supplierCompanyId: product.companyId,
  supplierName: product.companyName,
});

async function listedById(db: Queryable, productIds: string[]) {
  const products = productIds.length ? await selectListedProducts(db, { productIds }) : [];
  return new Map(products.map((product) => [product.id, product]));
}

/**
 * The owner's saved cart with today's catalogue prices, minimums and names. Lines whose product
 * was deleted, withdrawn or whose supplier's plan lapsed are not returned: `dropped` names them so
 * the cart can say so (the next save removes them).
 */
export async function getCart(db: Database, actor: Actor): Promise<Cart> {
  const saved = await selectCartLines(db, actor.userId);
  const listed = await listedById(
    db,
    saved.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
  const lines: CartLine[] = [];
  const dropped: string[] = [];
  for (const line of saved) {
    const product = line.productId ? listed.get(line.productId) : undefined;
    if (product) lines.push(lineOf(product, line.quantity));
    else dropped.push(line.productName);
  }
  return { lines, dropped };
}

/**
 * Replaces the owner's cart. Every product must be on the marketplace now (else 400 and nothing
 * changes); quantities below the supplier's minimum are kept, since the cart is a draft that says
 * what to fix; 'Crear Orden' refuses them.
 */
export async function saveCart(db: Database, actor: Actor, input: z.output<typeof cartInputSchema>): Promise<Cart> {
  return db.transaction(async (tx) => {
    const listed = await listedById(
      tx,
      input.lines.map((line) => line.productId),
    );
    const lines = input.lines.map((line) => {
      const product = listed.get(line.productId);
      if (!product) throw badRequest(MARKETPLACE_MESSAGES.unavailable, 'product_unavailable');
      return lineOf(product, line.quantity);
    });
    await replaceCartLines(tx, actor.userId, lines);
    return { lines, dropped: [] };
  });
}

/**
 * 'Repetir pedido' of a marketplace order: its lines go into the cart at the quantities ordered
 * (replacing the same product's line), beside what the cart already holds, with today's prices.
 * Products no longer on the marketplace are left out and named in `dropped`.
 */
export async function repeatOrderIntoCart(db: Database, actor: Actor, orderId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    if (!(await selectOwnMarketplaceOrder(tx, actor.userId, { orderId }))) throw notFound('Orden no encontrada');
    const ordered = await selectOrderLinesToRepeat(tx, actor.userId, { orderId });
    const saved = await selectCartLines(tx, actor.userId);
    const wanted = new Map<string, { quantity: string; productName: string }>();
    const dropped: string[] = [];
    for (const line of [...saved, ...ordered]) {
      if (line.productId) wanted.set(line.productId, line);
      else dropped.push(line.productName);
    }
    const listed = await listedById(tx, [...wanted.keys()]);
    const lines: CartLine[] = [];
    for (const [productId, line] of wanted) {
      const product = listed.get(productId);
      if (product) lines.push(lineOf(product, line.quantity));
      else dropped.push(line.productName);
    }
    await replaceCartLines(tx, actor.userId, lines);
    return { lines, dropped: [...new Set(dropped)] };
  });
}
