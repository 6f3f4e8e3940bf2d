import { unitLabel } from '@common/quantity';
import { unitOptions } from '@common/recipe-unit-options';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { ProductOption } from './use-product-options';

/** react-hook-form's field for the select, the trigger's id and its aria attributes when invalid. */
interface SelectProps {
  id: string;
  field: { value: string | null | undefined; onChange: (value: string) => void; onBlur: () => void };
  aria?: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

/** The owner's products by name, each with its base unit; choosing one sets the line's unit to it. */
export function ProductSelect({
  id,
  field,
  aria,
  options,
  onUnit,
}: SelectProps & { options: readonly ProductOption[]; onUnit: (unit: string) => void }) {
  return (
    <Select
      value={field.value ?? ''}
      onValueChange={(productId) => {
        field.onChange(productId);
        const chosen = options.find((option) => option.id === productId);
        if (chosen) onUnit(chosen.unit);
      }}
    >
      <SelectTrigger id={id} onBlur={field.onBlur} {...aria}>
        <SelectValue placeholder="Selecciona un producto" />
      </SelectTrigger>
      <SelectContent className="max-h-[400px]">
        {options.map((option) => (
          <SelectItem key={option.id} value={option.id}>
            {option.name} ({unitLabel(option.unit)})
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * The units the product converts from (decision 036), plus the line's stored unit when it no longer
 * does, so the form shows what was saved; disabled until a product is chosen.
 */
export function UnitSelect({ id, field, aria, product }: SelectProps & { product: ProductOption | undefined }) {
  const units = product ? unitOptions(product) : [];
  if (field.value && !units.some((option) => option.value === field.value))
    units.push({ value: field.value, label: unitLabel(field.value) });
  return (
    <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={!product}>
      <SelectTrigger id={id} onBlur={field.onBlur} {...aria}>
        <SelectValue placeholder="Unidad" />
      </SelectTrigger>
      <SelectContent className="max-h-[400px]">
        {units.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
