import type { z } from 'zod';
import { UnitError } from '@common/quantity';
import { preparationCost, preparationNeeds } from '@common/recipe-costs';
import { RECENT_PREPARATIONS, type Preparation, type preparationInputSchema } from '@common/recipes';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { preparations } from '../../platform/db/schema';
import { applyStockChanges, notifyLowStock } from '../inventory/stock';
import { insertPreparation, selectRecentPreparations } from './queries';
import { getRecipe } from './recipes-service';

type PreparationInput = z.output<typeof preparationInputSchema>;

/**
 * Registers a preparation: in one transaction, reduces each ingredient's stock by its gross quantity
 * in the product's base unit × multiplier (decision 036: converted from the unit the cook wrote,
 * divided by the yield, rounded to 3 decimals once; a conditional update that never goes below zero),
 * journals each change, stores the preparation with the cost of what it took, and notifies
 * 'Stock Bajo' for ingredients left under their minimum. If one ingredient is short, nothing changes
 * and the answer is 'Stock insuficiente para {product}'; a line whose unit no longer converts (the
 * product's units changed) answers the Spanish 400 of the conversion.
 */
export async function prepareRecipe(db: Database, actor: Actor, input: PreparationInput): Promise<Preparation> {
  const { userId } = actor;
  return db.transaction(async (tx) => {
    const recipe = await getRecipe(tx, actor, input.recipeId);
    let needs;
    try {
      needs = preparationNeeds(recipe.ingredients, input.quantityMultiplier);
    } catch (error) {
      if (error instanceof UnitError) throw badRequest(error.message, 'unit_error');
      throw error;
    }
    const totalCost = preparationCost(needs);
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

    const changes = needs.map((need) => ({
      productId: need.productId,
      delta: `-${need.needed}`,
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
