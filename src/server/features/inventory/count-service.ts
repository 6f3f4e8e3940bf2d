import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { INVENTORY_MESSAGES, type StockCountResult, type stockCountInputSchema } from '@common/inventory';
import { compareDecimals, subtractDecimals } from '@common/money';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { lockProducts } from './queries';
import { applyStockChanges, notifyLowStock } from './stock';
import type { Actor } from '../../platform/actor';

type StockCountPayload = z.output<typeof stockCountInputSchema>;

/**
 * Applies a physical count in one transaction: each counted product is locked, its stock set to the
 * counted quantity through a 'count' movement of (counted − current), and those left below their
 * minimum by the count are notified. The count's movements share one reference so the journal can
 * tell them apart from another count. Any product that is not the user's answers 404 and changes
 * nothing; products whose count equals their stock write nothing.
 */
export async function applyStockCount(db: Database, actor: Actor, input: StockCountPayload): Promise<StockCountResult> {
  return db.transaction(async (tx) => {
    const counted = new Map(input.items.map((item) => [item.productId, item.countedQuantity]));
    const current = await lockProducts(tx, actor.userId, { productIds: [...counted.keys()] });
    if (current.length !== counted.size) throw notFound(INVENTORY_MESSAGES.productNotFound);

    const differences = current
      .map((product) => ({ product, delta: subtractDecimals(counted.get(product.id)!, product.stockQuantity, 3) }))
      .filter(({ delta }) => compareDecimals(delta, 0) !== 0);
    if (differences.length === 0) return { items: [] };

    const reference = randomUUID();
    const updated = await applyStockChanges(
      tx,
      actor.userId,
      differences.map(({ product, delta }) => ({ productId: product.id, delta, reason: 'count' as const, reference })),
    );
    const before = new Map(
      differences.map(({ product, delta }) => [product.id, { previousStock: product.stockQuantity, delta }]),
    );
    await notifyLowStock(
      tx,
      actor.userId,
      updated.filter((product) => compareDecimals(before.get(product.id)!.delta, 0) < 0),
    );
    const units = new Map(current.map((product) => [product.id, product.unit]));
    return {
      items: updated.map((product) => ({
        id: product.id,
        name: product.name,
        unit: units.get(product.id)!,
        stockQuantity: product.stockQuantity,
        ...before.get(product.id)!,
      })),
    };
  });
}
