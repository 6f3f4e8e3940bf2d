import { formatPricePer, formatQuantity } from '@common/quantity-format';
import type { Preparation, RecipeOutput } from '@common/recipes';

/** "Produce 2 l de Salsa verde": a batch recipe's output as written (decision 050). */
export const producesText = (output: Pick<RecipeOutput, 'productName' | 'quantity' | 'unit'>) =>
  `Produce ${formatQuantity(output.quantity, output.unit)} de ${output.productName}`;

/** "Se agregaron 3 l de Salsa verde al inventario a $10.00 por l": what a preparation added. */
export const addedText = (produced: NonNullable<Preparation['produced']>) =>
  `Se agregaron ${formatQuantity(produced.quantity, produced.unit)} de ${produced.productName} al inventario a ${formatPricePer(produced.unitCost, produced.unit)}`;
