import { ALERT_TEXTS, type AlertRecipe, type PriceAlert } from '@common/alerts';
import { recipeCosts } from '@common/recipe-costs';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { listRecipes } from '../recipes/recipes-service';
import { countUnread, markAlertReadRow, selectAlerts, selectRecipeIdsUsing } from './queries';

/** Unread alerts first, then read ones; newest first within each. */
export async function listAlerts(db: Database, actor: Actor): Promise<PriceAlert[]> {
  const rows = await selectAlerts(db, actor.userId);
  const costs = await recipeCostsFor(db, actor.userId, rows);
  return rows.map((row) => ({ ...row, alertDate: row.alertDate.toISOString(), recipes: costs(row) }));
}

/**
 * For each alert, the user's recipes that use its product, costed as the recipe book costs them
 * (decision 036: each line in its unit, converted and divided by its yield) with the alert's old
 * price and with its new price (the other ingredients at their current price).
 */
async function recipeCostsFor(
  db: Database,
  ownerId: string,
  alerts: Array<{ productId: string; oldPrice: string; newPrice: string }>,
) {
  const productIds = [...new Set(alerts.map((alert) => alert.productId))];
  if (productIds.length === 0) return () => [];
  const ids = await selectRecipeIdsUsing(db, ownerId, { productIds });
  const found = ids.length === 0 ? [] : await listRecipes(db, ownerId, { ids });
  return (alert: { productId: string; oldPrice: string; newPrice: string }): AlertRecipe[] =>
    found
      .filter((recipe) => recipe.ingredients.some((line) => line.productId === alert.productId))
      .map((recipe) => {
        const costWith = (price: string) =>
          recipeCosts({
            ...recipe,
            ingredients: recipe.ingredients.map((line) =>
              // A made product's line follows its batch recipe (decision 050); here it takes the alert's price.
              line.productId === alert.productId ? { ...line, currentPrice: price, unitCost: null } : line,
            ),
          }).totalCost;
        return {
          id: recipe.id,
          name: recipe.name,
          oldCost: costWith(alert.oldPrice),
          newCost: costWith(alert.newPrice),
        };
      });
}

export async function markAlertRead(db: Database, actor: Actor, alertId: string) {
  const row = await markAlertReadRow(db, actor.userId, { alertId });
  if (!row) throw notFound(ALERT_TEXTS.notFound);
  return row;
}

export async function countUnreadAlerts(db: Database, actor: Actor) {
  return countUnread(db, actor.userId);
}
