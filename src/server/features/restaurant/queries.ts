import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { restaurantInfo, restaurantLocations } from '../../platform/db/schema';

/* All SQL of the restaurant's own details and branches, each filtered by the owner (decision 033). */

export async function selectRestaurantInfo(db: Queryable, ownerId: string) {
  const [info] = await db
    .select({
      id: restaurantInfo.id,
      restaurantName: restaurantInfo.restaurantName,
      description: restaurantInfo.description,
      phone: restaurantInfo.phone,
      email: restaurantInfo.email,
      website: restaurantInfo.website,
      rfc: restaurantInfo.rfc,
      creditsIva: restaurantInfo.creditsIva,
    })
    .from(restaurantInfo)
    .where(eq(restaurantInfo.userId, ownerId));
  return info;
}

export function selectLocations(db: Queryable, ownerId: string) {
  return db
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
    .where(eq(restaurantLocations.userId, ownerId))
    .orderBy(desc(restaurantLocations.isMainLocation), restaurantLocations.createdAt, restaurantLocations.id);
}

type InfoValues = Omit<typeof restaurantInfo.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
type LocationValues = Omit<typeof restaurantLocations.$inferInsert, 'id' | 'userId' | 'restaurantInfoId'>;

/** Inserts or updates the owner's one restaurant; returns its id. */
export async function upsertRestaurantInfo(db: Queryable, ownerId: string, params: { values: InfoValues }) {
  const [row] = await db
    .insert(restaurantInfo)
    .values({ ...params.values, userId: ownerId })
    .onConflictDoUpdate({ target: restaurantInfo.userId, set: params.values })
    .returning({ id: restaurantInfo.id });
  return row.id;
}

/** The owner's branches: these ids updated, these new ones added, the others of that restaurant removed. */
export async function saveLocations(
  db: Queryable,
  ownerId: string,
  params: { restaurantInfoId: string; kept: (LocationValues & { id: string })[]; added: LocationValues[] },
) {
  const keptIds = params.kept.map((location) => location.id);
  await db
    .delete(restaurantLocations)
    .where(
      and(
        eq(restaurantLocations.restaurantInfoId, params.restaurantInfoId),
        eq(restaurantLocations.userId, ownerId),
        keptIds.length > 0 ? notInArray(restaurantLocations.id, keptIds) : undefined,
      ),
    );
  for (const { id, ...values } of params.kept) {
    await db
      .update(restaurantLocations)
      .set(values)
      .where(and(eq(restaurantLocations.id, id), eq(restaurantLocations.userId, ownerId)));
  }
  if (params.added.length === 0) return;
  await db
    .insert(restaurantLocations)
    .values(
      params.added.map((location) => ({ ...location, userId: ownerId, restaurantInfoId: params.restaurantInfoId })),
    );
}
