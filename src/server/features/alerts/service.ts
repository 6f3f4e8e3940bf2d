import { ALERT_TEXTS, type AlertRecipe, type PriceAlert } from '@common/alerts';
import { madeProductCostsAt, withMadeCosts } from '@common/batch-costs';
import { recipeCosts } from '@common/recipe-costs';
import type { Recipe } from '@common/recipes';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { producersFor, productsMadeFromEach } from '../recipes/made-costs';
import { listRecipes } from '../recipes/recipes-service';
import { countUnread, markAlertReadRow, selectAlerts, selectRecipeIdsUsing } from './queries';

/** Unread alerts first, then read ones; newest first within each. */
export async function listAlerts(db: Database, actor: Actor): Promise<PriceAlert[]> {
  const rows = await selectAlerts(db, actor.userId);
  const costs = await recipeCostsFor(db, actor.userId, rows);
  return rows.map((row) => ({ ...row, alertDate: row.alertDate.toISOString(), recipes: costs(row) }));
}

type AlertPrices = { productId: string; oldPrice: string; newPrice: string };

/**
 * For each alert, the user's recipes that use its product, directly or through the products their
 * batch recipes make from it at any depth (decision 050: raw → salsa → taco), costed as the recipe
 * book costs them (decision 036: each line in its unit, converted and divided by its yield) with the
 * alert's old price and with its new price, the made products in between following it; the other
 * ingredients count at their current price.
 */
async function recipeCostsFor(db: Database, ownerId: string, alerts: AlertPrices[]) {
  const productIds = [...new Set(alerts.map((alert) => alert.productId))];
  if (productIds.length === 0) return () => [];
  const madeFrom = await productsMadeFromEach(db, ownerId, productIds);
  const reachedFrom = (productId: string) => new Set([productId, ...(madeFrom.get(productId) ?? [])]);
  const reached = [...new Set(productIds.flatMap((id) => [...reachedFrom(id)]))];
  const ids = await selectRecipeIdsUsing(db, ownerId, { productIds: reached });
  const found = ids.length === 0 ? [] : await listRecipes(db, ownerId, { ids });
  const producers = await producersFor(
    db,
    ownerId,
    found.flatMap((recipe) => recipe.ingredients.map((line) => line.productId)),
  );
  return (alert: AlertPrices): AlertRecipe[] => {
    const affects = reachedFrom(alert.productId);
    const affected = found.filter((recipe) => recipe.ingredients.some((line) => affects.has(line.productId)));
    if (affected.length === 0) return [];
    const costAt = (price: string) => {
      const made = madeProductCostsAt(producers, alert.productId, price);
      return (recipe: Recipe) =>
        recipeCosts({
          ...recipe,
          ingredients: withMadeCosts(
            recipe.ingredients.map((line) =>
              line.productId === alert.productId ? { ...line, currentPrice: price } : line,
            ),
            (id) => made.get(id),
          ),
        }).totalCost;
    };
    const oldCost = costAt(alert.oldPrice);
    const newCost = costAt(alert.newPrice);
    return affected.map((recipe) => ({
      id: recipe.id,
      name: recipe.name,
      oldCost: oldCost(recipe),
      newCost: newCost(recipe),
    }));
  };
}

export async function markAlertRead(db: Database, actor: Actor, alertId: string) {
  const row = await markAlertReadRow(db, actor.userId, { alertId });
  if (!row) throw notFound(ALERT_TEXTS.notFound);
  return row;
}

export async function countUnreadAlerts(db: Database, actor: Actor) {
  return countUnread(db, actor.userId);
}
