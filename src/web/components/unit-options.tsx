import { unitOptions } from '@common/recipe-unit-options';

/**
 * A product's units as a select's options: its base unit first with the empty value (the server reads
 * absent as the base unit), then every unit it converts from (decision 034).
 */
export function UnitOptions({ product }: { product: Parameters<typeof unitOptions>[0] | undefined }) {
  return (product ? unitOptions(product) : []).map((option, index) => (
    <option key={option.value} value={index === 0 ? '' : option.value}>
      {option.label}
    </option>
  ));
}
