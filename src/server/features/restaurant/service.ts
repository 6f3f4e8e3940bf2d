import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { branchesToSave, type Restaurant, type restaurantInputSchema } from '@common/restaurant';
import type { Database } from '../../platform/db/client';
import { restaurantInfo, restaurantLocations } from '../../platform/db/schema';

export async function getRestaurant(db: Database, userId: string): Promise<Restaurant> {
  const [info] = await db
    .select({
      id: restaurantInfo.id,
      restaurantName: restaurantInfo.restaurantName,
      description: restaurantInfo.description,
      phone: restaurantInfo.phone,
      email: restaurantInfo.email,
      website: restaurantInfo.website,
    })
    .from(restaurantInfo)
    .where(eq(restaurantInfo.userId, userId));
  const locations = await db
    .select({
      id: restaurantLocations.id,
      locationName: restaurantLocations.locationName,
      address: restaurantLocations.address,
      city: restaurantLocations.city,
      state: restaurantLocations.state,
      postalCode: restaurantLocations.postalCode,
      phone: restaurantLocations.phone,
      isMainLocation: restaurantLocations.isMainLocation,
    })
    .from(restaurantLocations)
    .where(eq(restaurantLocations.userId, userId))
    .orderBy(desc(restaurantLocations.isMainLocation), restaurantLocations.createdAt);
  return { info: info ?? null, locations };
}

/** Upserts the restaurant and replaces its branches, in one transaction (SPEC §7). */
export async function saveRestaurant(db: Database, userId: string, input: z.output<typeof restaurantInputSchema>) {
  const { locations, ...info } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(restaurantInfo)
      .values({ ...info, userId })
      .onConflictDoUpdate({ target: restaurantInfo.userId, set: info })
      .returning({ id: restaurantInfo.id });
    await tx.delete(restaurantLocations).where(eq(restaurantLocations.restaurantInfoId, row.id));
    const branches = branchesToSave(locations);
    if (branches.length > 0) {
      // One statement gives every row the same now(); a millisecond apart keeps the order they were entered in.
      const start = Date.now();
      await tx.insert(restaurantLocations).values(branches.map((branch, index) => ({ ...branch, userId, restaurantInfoId: row.id, createdAt: new Date(start + index) })));
    }
  });
  return getRestaurant(db, userId);
}
