import type { z } from 'zod';
import { UnitError, unitLabel } from '@common/quantity';
import { preparationCost, preparationNeeds, producedQuantity } from '@common/recipe-costs';
import {
  RECIPE_MESSAGES,
  RECENT_PREPARATIONS,
  type Preparation,
  type preparationInputSchema,
  type Recipe,
} from '@common/recipes';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { preparations } from '../../platform/db/schema';
import {
  applyStockChanges,
  changeProductPrice,
  notifyLowStock,
  stockBranch,
  type StockReason,
} from '../inventory/stock';
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
 * A batch recipe (decision 050) also adds multiplier × its batch to its product's stock, in the same
 * locked update, and sets the product's price to the batch's cost per base unit (last cost, with
 * the price alert any price change writes).
 */
export async function prepareRecipe(db: Database, actor: Actor, input: PreparationInput): Promise<Preparation> {
  const { userId } = actor;
  return db.transaction(async (tx) => {
    const recipe = await getRecipe(tx, actor, input.recipeId);
    let needs;
    let produced;
    try {
      needs = preparationNeeds(recipe.ingredients, input.quantityMultiplier);
      produced = recipe.produces && productionOf(recipe.produces, input.quantityMultiplier);
    } catch (error) {
      if (error instanceof UnitError) throw badRequest(error.message, 'unit_error');
      throw error;
    }
    const branch = await stockBranch(tx, userId, input.locationId);
    const row = await insertPreparation(tx, userId, {
      values: {
        recipeId: recipe.id,
        recipeName: recipe.name,
        yieldUnit: recipe.yieldUnit,
        quantityPrepared: input.quantityMultiplier,
        totalCost: preparationCost(needs),
        notes: input.notes,
        produced,
        locationId: branch?.id ?? null,
      },
    });

    const changes = needs.map((need) => ({
      productId: need.productId,
      delta: `-${need.needed}`,
      reason: 'preparation' as StockReason,
      reference: row.id,
    }));
    if (produced)
      changes.push({
        productId: produced.productId,
        delta: produced.quantity,
        reason: 'production',
        reference: row.id,
      });
    const updated = await applyStockChanges(tx, userId, changes, input.locationId);
    await notifyLowStock(
      tx,
      userId,
      updated.filter((product) => product.id !== produced?.productId),
    );
    if (produced) await changeProductPrice(tx, userId, produced.productId, produced.unitCost);
    return serialize(row);
  });
}

/** What `multiplier` batches add, in the product's base unit, and at what cost per base unit. Throws UnitError. */
function productionOf(output: NonNullable<Recipe['produces']>, multiplier: string) {
  if (output.unitProblem || output.unitCost === null) throw new UnitError(output.unitProblem ?? '');
  const quantity = producedQuantity(output, multiplier);
  if (Number(quantity) === 0)
    throw badRequest(
      RECIPE_MESSAGES.outputTooSmall(output.productName, unitLabel(output.product.unit)),
      'quantity_too_small',
    );
  return {
    productId: output.productId,
    productName: output.productName,
    quantity,
    unit: output.product.unit,
    unitCost: output.unitCost,
  };
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
    produced: row.produced,
  };
}
