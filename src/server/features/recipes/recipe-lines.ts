import type { z } from 'zod';
import { UnitError, unitLabel } from '@common/quantity';
import { RECIPE_MESSAGES, type recipeLineInputSchema } from '@common/recipes';
import { grossBaseQuantity } from '@common/recipe-costs';
import { ratioOf, toDecimal } from '@common/ratio';
import { QUANTITY_PLACES } from '@common/unit-costs';
import type { Queryable } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { selectProductUnits } from './queries';

type LineInput = z.output<typeof recipeLineInputSchema>;

/**
 * The ingredient lines as stored (decision 036): each product must be the owner's, a line without a
 * unit takes the product's base unit, and the unit must convert to it with what the product knows
 * (else a Spanish 400 naming what to add) to at least 0.001 of the base unit, so that a
 * preparation takes something.
 */
export async function storedLines(db: Queryable, ownerId: string, lines: readonly LineInput[]) {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const products = new Map(
    (await selectProductUnits(db, ownerId, { productIds })).map((product) => [product.id, product]),
  );
  if (products.size !== productIds.length) throw badRequest(RECIPE_MESSAGES.productNotFound, 'unknown_product');
  return lines.map((line) => {
    const product = products.get(line.productId)!;
    const stored = {
      productId: line.productId,
      quantity: line.quantity,
      unit: line.unit ?? product.unit,
      yieldPercent: line.yieldPercent,
    };
    let gross: string;
    try {
      gross = toDecimal(
        grossBaseQuantity({ ...stored, productName: product.name, product, currentPrice: '0' }),
        QUANTITY_PLACES,
      );
    } catch (error) {
      if (error instanceof UnitError) throw badRequest(error.message, 'unit_error');
      throw error;
    }
    if (ratioOf(gross).num === 0n)
      throw badRequest(RECIPE_MESSAGES.quantityTooSmall(product.name, unitLabel(product.unit)), 'quantity_too_small');
    return stored;
  });
}
