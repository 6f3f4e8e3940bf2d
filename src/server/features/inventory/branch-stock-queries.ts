import { compareDecimals } from '@common/money';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { productUnitColumns } from '../../platform/db/rules/product-packs';
import { branchStocks, privateProducts, restaurantLocations, stockDailyChanges } from '../../platform/db/schema';

/*
 * The SQL of stock per branch (decision 056). Every function filters by the owner of the branches
 * and products it reads or changes.
 */

export interface Branch {
  id: string;
  name: string;
}

const branchColumns = { id: restaurantLocations.id, name: restaurantLocations.locationName };

/** The owner's branch with this id, or (without one) the main branch: marked main, else the first made. */
export async function selectBranch(db: Queryable, ownerId: string, params: { locationId?: string | null }) {
  const [branch]: Branch[] = await db
    .select(branchColumns)
    .from(restaurantLocations)
    .where(
      and(
        eq(restaurantLocations.userId, ownerId),
        params.locationId ? eq(restaurantLocations.id, params.locationId) : undefined,
      ),
    )
    .orderBy(desc(restaurantLocations.isMainLocation), asc(restaurantLocations.createdAt), asc(restaurantLocations.id))
    .limit(1);
  return branch;
}

type BranchChange = { productId: string; delta: string };

/**
 * Adds each product's delta (each product once) to its stock in the branch, never below zero. The
 * caller holds the products' row locks, so concurrent changes to a product's branches are serialised.
 * Returns the ids of the products whose branch stock could not go down by that much.
 */
export async function addToBranchStocks(
  db: Queryable,
  ownerId: string,
  params: { locationId: string; changes: ReadonlyArray<BranchChange> },
) {
  const additions = params.changes.filter((change) => compareDecimals(change.delta, 0) > 0);
  const reductions = params.changes.filter((change) => compareDecimals(change.delta, 0) < 0);
  if (additions.length > 0) {
    await db
      .insert(branchStocks)
      .values(
        additions.map((change) => ({
          locationId: params.locationId,
          productId: change.productId,
          userId: ownerId,
          quantity: change.delta.replace(/^\+/, ''),
        })),
      )
      .onConflictDoUpdate({
        target: [branchStocks.locationId, branchStocks.productId],
        set: { quantity: sql`${branchStocks.quantity} + excluded.quantity` },
      });
  }
  if (reductions.length === 0) return [];
  const delta = sql`(case ${branchStocks.productId} ${sql.join(
    reductions.map((change) => sql`when ${change.productId}::uuid then ${change.delta}::numeric`),
    sql` `,
  )} end)`;
  const reduced = await db
    .update(branchStocks)
    .set({ quantity: sql`${branchStocks.quantity} + ${delta}` })
    .where(
      and(
        eq(branchStocks.userId, ownerId),
        eq(branchStocks.locationId, params.locationId),
        inArray(
          branchStocks.productId,
          reductions.map((change) => change.productId),
        ),
        sql`${branchStocks.quantity} + ${delta} >= 0`,
      ),
    )
    .returning({ productId: branchStocks.productId });
  const done = new Set(reduced.map((row) => row.productId));
  return reductions.filter((change) => !done.has(change.productId)).map((change) => change.productId);
}

/** Stock no branch holds yet (a restaurant that just made its first branch) goes to the main one. */
export async function placeUnplacedStock(db: Queryable, ownerId: string, params: { locationId: string }) {
  const placed = db
    .select({ productId: branchStocks.productId, quantity: sql<string>`sum(${branchStocks.quantity})`.as('placed') })
    .from(branchStocks)
    .where(eq(branchStocks.userId, ownerId))
    .groupBy(branchStocks.productId)
    .as('placed');
  const missing = sql`${privateProducts.stockQuantity} - coalesce(${placed.quantity}, 0)`;
  const rows = await db
    .select({ productId: privateProducts.id, quantity: sql<string>`(${missing})::text` })
    .from(privateProducts)
    .leftJoin(placed, eq(placed.productId, privateProducts.id))
    .where(and(eq(privateProducts.userId, ownerId), sql`${missing} > 0`));
  if (rows.length === 0) return;
  await addToBranchStocks(db, ownerId, {
    locationId: params.locationId,
    changes: rows.map((row) => ({ productId: row.productId, delta: row.quantity })),
  });
}

/** The owner's branches that hold some stock, among these. */
export function selectStockedBranches(db: Queryable, ownerId: string, params: { locationIds: string[] }) {
  return db
    .selectDistinct(branchColumns)
    .from(branchStocks)
    .innerJoin(restaurantLocations, eq(restaurantLocations.id, branchStocks.locationId))
    .where(
      and(
        eq(branchStocks.userId, ownerId),
        inArray(branchStocks.locationId, params.locationIds),
        sql`${branchStocks.quantity} > 0`,
      ),
    );
}

/** A product's stock in every branch of its owner (zero where it has none), main branch first. */
export function selectProductBranchStock(db: Queryable, ownerId: string, params: { productId: string }) {
  return db
    .select({
      locationId: restaurantLocations.id,
      locationName: restaurantLocations.locationName,
      isMainLocation: restaurantLocations.isMainLocation,
      quantity: sql<string>`coalesce(${branchStocks.quantity}, 0)::text`,
    })
    .from(restaurantLocations)
    .leftJoin(
      branchStocks,
      and(eq(branchStocks.locationId, restaurantLocations.id), eq(branchStocks.productId, params.productId)),
    )
    .where(eq(restaurantLocations.userId, ownerId))
    .orderBy(desc(restaurantLocations.isMainLocation), asc(restaurantLocations.createdAt), asc(restaurantLocations.id));
}

/** The owner's products with these ids and what their units convert from, locked in id order. */
export function lockTransferredProducts(db: Queryable, ownerId: string, params: { productIds: string[] }) {
  return db
    .select({
      id: privateProducts.id,
      name: privateProducts.name,
      stockQuantity: privateProducts.stockQuantity,
      ...productUnitColumns,
    })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, ownerId), inArray(privateProducts.id, params.productIds)))
    .orderBy(asc(privateProducts.id))
    .for('update', { of: privateProducts });
}

export async function deleteBranchStocks(db: Queryable, ownerId: string, params: { locationIds: string[] }) {
  await db
    .delete(branchStocks)
    .where(and(eq(branchStocks.userId, ownerId), inArray(branchStocks.locationId, params.locationIds)));
}

/**
 * A removed branch's per-day stock changes become changes of no branch, as its journal rows do (their
 * foreign key sets null): the restaurant's totals keep them, and the reports count them in the main
 * branch (decision 057).
 */
export async function forgetBranchesInDailyChanges(db: Queryable, ownerId: string, params: { locationIds: string[] }) {
  const removed = and(eq(stockDailyChanges.userId, ownerId), inArray(stockDailyChanges.locationId, params.locationIds));
  await db
    .insert(stockDailyChanges)
    .select(
      db
        .select({
          productId: stockDailyChanges.productId,
          day: stockDailyChanges.day,
          locationId: sql<string | null>`null::uuid`.as('location_id'),
          userId: stockDailyChanges.userId,
          delta: sql<string>`sum(${stockDailyChanges.delta})`.as('delta'),
          transferred: sql<string>`sum(${stockDailyChanges.transferred})`.as('transferred'),
        })
        .from(stockDailyChanges)
        .where(removed)
        .groupBy(stockDailyChanges.productId, stockDailyChanges.day, stockDailyChanges.userId),
    )
    .onConflictDoUpdate({
      target: [stockDailyChanges.productId, stockDailyChanges.day, stockDailyChanges.locationId],
      set: {
        delta: sql`${stockDailyChanges.delta} + excluded.delta`,
        transferred: sql`${stockDailyChanges.transferred} + excluded.transferred`,
      },
    });
  await db.delete(stockDailyChanges).where(removed);
}

/** What the branch holds of each of these products (absent: none). */
export async function selectBranchQuantities(
  db: Queryable,
  ownerId: string,
  params: { locationId: string; productIds: string[] },
) {
  const rows = await db
    .select({ productId: branchStocks.productId, quantity: branchStocks.quantity })
    .from(branchStocks)
    .where(
      and(
        eq(branchStocks.userId, ownerId),
        eq(branchStocks.locationId, params.locationId),
        inArray(branchStocks.productId, params.productIds),
      ),
    );
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}
