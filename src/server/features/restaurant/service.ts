import type { z } from 'zod';
import { branchesToSave, type Restaurant, type restaurantInputSchema } from '@common/restaurant';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { placeStockInMainBranch, releaseBranches } from '../inventory/branch-stock';
import { saveLocations, selectLocations, selectRestaurantInfo, upsertRestaurantInfo } from './queries';

export async function getRestaurant(db: Database, actor: Actor): Promise<Restaurant> {
  const [info, locations] = await Promise.all([
    selectRestaurantInfo(db, actor.userId),
    selectLocations(db, actor.userId),
  ]);
  return { info: info ?? null, locations };
}

/**
 * Upserts the restaurant and its branches, in one transaction (SPEC §7). Branches keep their ids, so
 * their stock and journal stay theirs; a branch that still holds stock cannot be removed (decision 056).
 */
export async function saveRestaurant(db: Database, actor: Actor, input: z.output<typeof restaurantInputSchema>) {
  const { locations, ...info } = input;
  await db.transaction(async (tx) => {
    const restaurantInfoId = await upsertRestaurantInfo(tx, actor.userId, { values: info });
    // One statement gives every row the same now(); a millisecond apart keeps the order they were entered in.
    const start = Date.now();
    const savedIds = new Set((await selectLocations(tx, actor.userId)).map((location) => location.id));
    const branches = branchesToSave(locations);
    const kept = branches.flatMap(({ id, ...branch }) => (id && savedIds.has(id) ? [{ ...branch, id }] : []));
    const added = branches
      .filter(({ id }) => !id || !savedIds.has(id))
      .map(({ id: _id, ...branch }, index) => ({ ...branch, createdAt: new Date(start + index) }));
    const keptIds = new Set(kept.map((branch) => branch.id));
    await releaseBranches(
      tx,
      actor.userId,
      [...savedIds].filter((id) => !keptIds.has(id)),
    );
    await saveLocations(tx, actor.userId, { restaurantInfoId, kept, added });
    await placeStockInMainBranch(tx, actor.userId);
  });
  return getRestaurant(db, actor);
}
