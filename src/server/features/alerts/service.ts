import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ALERT_LIST_LIMIT, ALERT_TEXTS, type AlertRecipe, type PriceAlert } from '@common/alerts';
import { linesTotal } from '@common/money';
import type { Database } from '../../platform/db/client';
import { priceAlerts, privateProducts, recipeIngredients, recipes, restaurantContacts } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

/** Unread alerts first, then read ones; newest first within each. */
export async function listAlerts(db: Database, userId: string): Promise<PriceAlert[]> {
  const rows = await db
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
    .where(eq(priceAlerts.userId, userId))
    .orderBy(asc(priceAlerts.isRead), desc(priceAlerts.alertDate), desc(priceAlerts.id))
    .limit(ALERT_LIST_LIMIT);
  const costs = await recipeCosts(db, userId, rows);
  return rows.map((row) => ({ ...row, alertDate: row.alertDate.toISOString(), recipes: costs(row) }));
}

/**
 * For each alert, the user's recipes that use its product, costed as Σ quantity × price with the
 * alert's old price and with its new price (the other ingredients at their current price).
 */
async function recipeCosts(db: Database, userId: string, alerts: Array<{ productId: string; oldPrice: string; newPrice: string }>) {
  const productIds = [...new Set(alerts.map((alert) => alert.productId))];
  if (productIds.length === 0) return () => [];
  const affected = db
    .selectDistinct({ recipeId: recipeIngredients.recipeId })
    .from(recipeIngredients)
    .where(inArray(recipeIngredients.productId, productIds));
  const lines = await db
    .select({
      recipeId: recipes.id,
      recipeName: recipes.name,
      productId: recipeIngredients.productId,
      quantity: recipeIngredients.quantity,
      price: privateProducts.currentPrice,
    })
    .from(recipeIngredients)
    .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
    .innerJoin(privateProducts, eq(privateProducts.id, recipeIngredients.productId))
    .where(and(eq(recipes.userId, userId), inArray(recipeIngredients.recipeId, affected)))
    .orderBy(asc(recipes.name), asc(recipes.id));
  const byRecipe = new Map<string, { name: string; lines: typeof lines }>();
  for (const line of lines) {
    const entry = byRecipe.get(line.recipeId) ?? { name: line.recipeName, lines: [] };
    entry.lines.push(line);
    byRecipe.set(line.recipeId, entry);
  }
  return (alert: { productId: string; oldPrice: string; newPrice: string }): AlertRecipe[] =>
    [...byRecipe.entries()]
      .filter(([, recipe]) => recipe.lines.some((line) => line.productId === alert.productId))
      .map(([id, recipe]) => {
        const costWith = (price: string) =>
          linesTotal(recipe.lines.map((line) => ({ quantity: line.quantity, unitPrice: line.productId === alert.productId ? price : line.price })));
        return { id, name: recipe.name, oldCost: costWith(alert.oldPrice), newCost: costWith(alert.newPrice) };
      });
}

export async function markAlertRead(db: Database, userId: string, alertId: string) {
  const [row] = await db
    .update(priceAlerts)
    .set({ isRead: true })
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id, isRead: priceAlerts.isRead });
  if (!row) throw notFound(ALERT_TEXTS.notFound);
  return row;
}

export async function countUnreadAlerts(db: Database, userId: string) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.isRead, false)));
  return count;
}
