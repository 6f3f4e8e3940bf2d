import type { z } from 'zod';
import { lineTotal, sumDecimals } from '@common/money';
import { neededQuantity, RECENT_PREPARATIONS, type Preparation, type preparationInputSchema } from '@common/recipes';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import type { preparations } from '../../platform/db/schema';
import { applyStockChanges, notifyLowStock } from '../inventory/stock';
import { insertPreparation, selectRecentPreparations } from './queries';
import { getRecipe } from './recipes-service';

type PreparationInput = z.output<typeof preparationInputSchema>;

/**
 * Registers a preparation: in one transaction, reduces each ingredient's stock by quantity × multiplier
 * (a conditional update that never goes below zero), journals each change, stores the preparation with
 * its cost, and notifies 'Stock Bajo' for ingredients left under their minimum. If one ingredient is
 * short, nothing changes and the answer is 'Stock insuficiente para {product}'.
 */
export async function prepareRecipe(db: Database, actor: Actor, input: PreparationInput): Promise<Preparation> {
  const { userId } = actor;
  return db.transaction(async (tx) => {
    const recipe = await getRecipe(tx, actor, input.recipeId);
    const needs = new Map<string, { name: string; quantity: string; price: string }>();
    for (const item of recipe.ingredients) {
      const previous = needs.get(item.productId);
      const quantity = neededQuantity(item.quantity, input.quantityMultiplier);
      needs.set(item.productId, {
        name: item.productName,
        quantity: previous ? sumDecimals([previous.quantity, quantity], 3) : quantity,
        price: item.currentPrice,
      });
    }
    const totalCost = sumDecimals([...needs.values()].map((need) => lineTotal(need.quantity, need.price)));
    const row = await insertPreparation(tx, userId, {
      values: {
        recipeId: recipe.id,
        recipeName: recipe.name,
        yieldUnit: recipe.yieldUnit,
        quantityPrepared: input.quantityMultiplier,
        totalCost,
        notes: input.notes,
      },
    });

    const changes = [...needs.entries()].map(([productId, need]) => ({
      productId,
      delta: `-${need.quantity}`,
      reason: 'preparation' as const,
      reference: row.id,
    }));
    await notifyLowStock(tx, userId, await applyStockChanges(tx, userId, changes));
    return serialize(row);
  });
}

export async function listRecentPreparations(db: Database, actor: Actor): Promise<Preparation[]> {
  const rows = await selectRecentPreparations(db, actor.userId, { limit: RECENT_PREPARATIONS });
  return rows.map(serialize);
}

function serialize(row: typeof preparations.$inferSelect): Preparation {
  return {
    id: row.id,
    recipeId: row.recipeId,
    recipeName: row.recipeName,
    yieldUnit: row.yieldUnit,
    quantityPrepared: row.quantityPrepared,
    totalCost: row.totalCost,
    notes: row.notes,
    preparationDate: row.preparationDate.toISOString(),
  };
}
