import type { z } from 'zod';
import { branchesToSave, type Restaurant, type restaurantInputSchema } from '@common/restaurant';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { replaceLocations, selectLocations, selectRestaurantInfo, upsertRestaurantInfo } from './queries';

export async function getRestaurant(db: Database, actor: Actor): Promise<Restaurant> {
  const [info, locations] = await Promise.all([
    selectRestaurantInfo(db, actor.userId),
    selectLocations(db, actor.userId),
  ]);
  return { info: info ?? null, locations };
}

/** Upserts the restaurant and replaces its branches, in one transaction (SPEC §7). */
export async function saveRestaurant(db: Database, actor: Actor, input: z.output<typeof restaurantInputSchema>) {
  const { locations, ...info } = input;
  await db.transaction(async (tx) => {
    const restaurantInfoId = await upsertRestaurantInfo(tx, actor.userId, { values: info });
    // One statement gives every row the same now(); a millisecond apart keeps the order they were entered in.
    const start = Date.now();
    const branches = branchesToSave(locations).map((branch, index) => ({
      ...branch,
      createdAt: new Date(start + index),
    }));
    await replaceLocations(tx, actor.userId, { restaurantInfoId, locations: branches });
  });
  return getRestaurant(db, actor);
}
