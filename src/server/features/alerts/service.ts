import { ALERT_TEXTS, type AlertRecipe, type PriceAlert } from '@common/alerts';
import { linesTotal } from '@common/money';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { countUnread, markAlertReadRow, selectAlerts, selectRecipeLinesUsing } from './queries';

/** Unread alerts first, then read ones; newest first within each. */
export async function listAlerts(db: Database, actor: Actor): Promise<PriceAlert[]> {
  const rows = await selectAlerts(db, actor.userId);
  const costs = await recipeCosts(db, actor.userId, rows);
  return rows.map((row) => ({ ...row, alertDate: row.alertDate.toISOString(), recipes: costs(row) }));
}

/**
 * For each alert, the user's recipes that use its product, costed as Σ quantity × price with the
 * alert's old price and with its new price (the other ingredients at their current price).
 */
async function recipeCosts(
  db: Database,
  ownerId: string,
  alerts: Array<{ productId: string; oldPrice: string; newPrice: string }>,
) {
  const productIds = [...new Set(alerts.map((alert) => alert.productId))];
  if (productIds.length === 0) return () => [];
  const lines = await selectRecipeLinesUsing(db, ownerId, { productIds });
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
          linesTotal(
            recipe.lines.map((line) => ({
              quantity: line.quantity,
              unitPrice: line.productId === alert.productId ? price : line.price,
            })),
          );
        return { id, name: recipe.name, oldCost: costWith(alert.oldPrice), newCost: costWith(alert.newPrice) };
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
