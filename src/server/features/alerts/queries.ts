import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ALERT_LIST_LIMIT } from '@common/alerts';
import type { Queryable } from '../../platform/db/client';
import {
  notifications,
  priceAlerts,
  privateProducts,
  recipeIngredients,
  recipes,
  restaurantContacts,
} from '../../platform/db/schema';

/*
 * All SQL of price alerts. Every function takes the owner's id and filters by it: another user's
 * alert is simply not found. The services hold the rules (decision 033).
 */

/** Unread alerts first, then read ones; newest first within each. */
export function selectAlerts(db: Queryable, ownerId: string) {
  return db
    .select({
      id: priceAlerts.id,
      productId: priceAlerts.productId,
      productName: privateProducts.name,
      unit: privateProducts.unit,
      supplierName: restaurantContacts.name,
      oldPrice: priceAlerts.oldPrice,
      newPrice: priceAlerts.newPrice,
      priceChangePercent: priceAlerts.priceChangePercent,
      isRead: priceAlerts.isRead,
      alertDate: priceAlerts.alertDate,
    })
    .from(priceAlerts)
    .innerJoin(privateProducts, eq(privateProducts.id, priceAlerts.productId))
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
    .where(eq(priceAlerts.userId, ownerId))
    .orderBy(asc(priceAlerts.isRead), desc(priceAlerts.alertDate), desc(priceAlerts.id))
    .limit(ALERT_LIST_LIMIT);
}

/** The ids of the owner's recipes that use any of these products. */
export async function selectRecipeIdsUsing(db: Queryable, ownerId: string, params: { productIds: string[] }) {
  const rows = await db
    .selectDistinct({ recipeId: recipeIngredients.recipeId })
    .from(recipeIngredients)
    .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
    .where(and(eq(recipes.userId, ownerId), inArray(recipeIngredients.productId, params.productIds)));
  return rows.map((row) => row.recipeId);
}

export async function markAlertReadRow(db: Queryable, ownerId: string, params: { alertId: string }) {
  const [row] = await db
    .update(priceAlerts)
    .set({ isRead: true })
    .where(and(eq(priceAlerts.id, params.alertId), eq(priceAlerts.userId, ownerId)))
    .returning({ id: priceAlerts.id, isRead: priceAlerts.isRead });
  return row;
}

export async function countUnread(db: Queryable, ownerId: string) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, ownerId), eq(priceAlerts.isRead, false)));
  return count;
}

/** The owner's latest price-change notification if it is unread and younger than `withinMinutes`, locked until the transaction ends. */
export async function lockOpenPriceNotification(db: Queryable, ownerId: string, params: { withinMinutes: number }) {
  const [open] = await db
    .select({ id: notifications.id, metadata: notifications.metadata })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, ownerId),
        eq(notifications.type, 'price_change'),
        eq(notifications.isRead, false),
        gt(notifications.createdAt, sql`now() - make_interval(mins => ${params.withinMinutes})`),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  return open;
}
