import { formatQuantity } from '@common/quantity-format';
import type { MissingIngredient } from '@common/recipes';

/** ' · 25 pzas' for a missing ingredient with a quantity; as stored when it is not a number. */
export function missingQuantityText(item: MissingIngredient): string {
  if (!item.quantity) return '';
  try {
    return ` · ${formatQuantity(item.quantity, item.unit)}`;
  } catch {
    return ` · ${item.quantity} ${item.unit}`.trimEnd();
  }
}
