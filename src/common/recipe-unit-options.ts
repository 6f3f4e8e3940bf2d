import { isCompatible, unitLabel, type ProductUnits } from './quantity';
import { formatQuantity } from './quantity-format';
import { foldText } from './text';
import { isMeasure, MEASURES, unitCodeOf } from './units';

export interface UnitOption {
  /** What the recipe line stores: a unit code, a pack's name or the product's own unit. */
  value: string;
  label: string;
}

const keyOf = (unit: string) => unitCodeOf(unit) ?? foldText(unit).trim();
const dimensionOf = (unit: string) => {
  const code = unitCodeOf(unit);
  return code && isMeasure(code) ? MEASURES[code].dimension : null;
};

/**
 * The units a recipe line of this product can be written in (decision 036): its base unit, the
 * measures of its dimension, its packs, then the other dimensions' measures its density or piece
 * weight allow; each one that converts to the base unit (isCompatible), once.
 */
export function unitOptions(product: ProductUnits): UnitOption[] {
  const dimension = dimensionOf(product.unit);
  const measures = Object.keys(MEASURES);
  const candidates = [
    { value: product.unit, label: unitLabel(product.unit) },
    ...measures
      .filter((code) => dimensionOf(code) === dimension)
      .map((code) => ({ value: code, label: unitLabel(code) })),
    ...(product.packs ?? []).map((pack) => ({
      value: pack.name,
      label: `${pack.name} (${formatQuantity(pack.quantity, pack.unit)})`,
    })),
    ...measures
      .filter((code) => dimensionOf(code) !== dimension)
      .map((code) => ({ value: code, label: unitLabel(code) })),
  ];
  const seen = new Set<string>();
  return candidates.filter((option) => {
    const key = keyOf(option.value);
    if (seen.has(key) || !isCompatible(option.value, product)) return false;
    seen.add(key);
    return true;
  });
}
