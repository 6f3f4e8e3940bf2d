import { randomUUID } from 'node:crypto';
import { INVENTORY_MESSAGES } from '@common/inventory';
import {
  countedBaseQuantity,
  CountTooLargeError,
  type StockCountPayload,
  type StockCountResult,
} from '@common/inventory-count';
import { compareDecimals, roundDecimal, subtractDecimals } from '@common/money';
import { UnitError } from '@common/quantity';
import type { Database } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { lockProducts } from './queries';
import { selectBranchQuantities } from './branch-stock-queries';
import { applyStockChanges, notifyLowStock, stockBranch } from './stock';
import type { Actor } from '../../platform/actor';

type Item = StockCountPayload['items'][number];
type Locked = Awaited<ReturnType<typeof lockProducts>>[number];

/** The counted quantity in the base unit; a unit that does not convert is a Spanish 400 naming the product. */
function countedInBase(item: Item, product: Locked): string {
  if (item.entries === undefined) return item.countedQuantity!;
  try {
    return countedBaseQuantity(item.entries, product);
  } catch (error) {
    if (error instanceof UnitError) throw badRequest(error.message, 'unit_not_convertible');
    if (error instanceof CountTooLargeError) throw badRequest(error.message, 'count_too_large');
    throw error;
  }
}

/**
 * Applies a physical count in one transaction: each counted product is locked, what was counted is
 * converted to its base unit (decision 038), its stock set to it through a 'count' movement of
 * (counted − current), and those left below their minimum by the count are notified. The count's
 * movements share one reference so the journal can tell them apart from another count. Any product
 * that is not the user's answers 404, and any line whose unit does not convert 400, before anything
 * is written; products whose count equals their stock write nothing.
 */
export async function applyStockCount(db: Database, actor: Actor, input: StockCountPayload): Promise<StockCountResult> {
  return db.transaction(async (tx) => {
    const items = new Map(input.items.map((item) => [item.productId, item]));
    const current = await lockProducts(tx, actor.userId, { productIds: [...items.keys()] });
    if (current.length !== items.size) throw notFound(INVENTORY_MESSAGES.productNotFound);
    // With branches, what was counted is one branch's stock (decision 056), and the count sets that.
    const branch = await stockBranch(tx, actor.userId, input.locationId);
    const held = branch
      ? await selectBranchQuantities(tx, actor.userId, { locationId: branch.id, productIds: [...items.keys()] })
      : new Map(current.map((product) => [product.id, product.stockQuantity]));

    const differences = current
      .map((product) => {
        const counted = countedInBase(items.get(product.id)!, product);
        const previousStock = held.get(product.id) ?? '0';
        return { product, counted, previousStock, delta: subtractDecimals(counted, previousStock, 3) };
      })
      .filter(({ delta }) => compareDecimals(delta, 0) !== 0);
    if (differences.length === 0) return { items: [] };

    const reference = randomUUID();
    const updated = await applyStockChanges(
      tx,
      actor.userId,
      differences.map(({ product, delta }) => ({ productId: product.id, delta, reason: 'count' as const, reference })),
      branch?.id,
    );
    const before = new Map(
      differences.map(({ product, counted, previousStock, delta }) => [product.id, { counted, previousStock, delta }]),
    );
    await notifyLowStock(
      tx,
      actor.userId,
      updated.filter((product) => compareDecimals(before.get(product.id)!.delta, 0) < 0),
    );
    return {
      items: updated.map((product) => ({
        id: product.id,
        name: product.name,
        unit: product.unit,
        stockQuantity: branch ? roundDecimal(before.get(product.id)!.counted, 3) : product.stockQuantity,
        previousStock: before.get(product.id)!.previousStock,
        delta: before.get(product.id)!.delta,
      })),
    };
  });
}
