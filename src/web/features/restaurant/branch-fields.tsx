import { Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RestaurantInput } from '@common/restaurant';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

interface Props {
  index: number;
  register: UseFormRegister<RestaurantInput>;
  errors: FieldErrors<RestaurantInput>['locations'];
  isMain: boolean;
  onMain: () => void;
  canRemove: boolean;
  onRemove: () => void;
}

/** One branch; the main flag is a radio so choosing one unmarks the rest. */
export function BranchFields({ index, register, errors, isMain, onMain, canRemove, onRemove }: Props) {
  const id = (field: string) => `branch-${index}-${field}`;
  const error = errors?.[index];
  const title = `Sucursal ${index + 1}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" data-testid="branch">
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="radio"
            name="main-branch"
            className="size-4 accent-brand-700"
            checked={isMain}
            onChange={onMain}
          />
          Sucursal principal
        </label>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Eliminar ${title}`}
        >
          <Trash2 aria-hidden /> Eliminar
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Nombre de la sucursal" htmlFor={id('name')} error={error?.locationName?.message}>
          <Input
            id={id('name')}
            maxLength={200}
            placeholder="Sucursal Centro"
            {...register(`locations.${index}.locationName`)}
          />
        </FormField>
        <FormField label="Dirección" htmlFor={id('address')} error={error?.address?.message}>
          <Input
            id={id('address')}
            maxLength={500}
            autoComplete="street-address"
            {...register(`locations.${index}.address`)}
          />
        </FormField>
        <FormField label="Ciudad" htmlFor={id('city')} error={error?.city?.message}>
          <Input id={id('city')} maxLength={100} {...register(`locations.${index}.city`)} />
        </FormField>
        <FormField label="Estado" htmlFor={id('state')} error={error?.state?.message}>
          <Input id={id('state')} maxLength={100} {...register(`locations.${index}.state`)} />
        </FormField>
        <FormField label="Código postal" htmlFor={id('postal')} error={error?.postalCode?.message}>
          <Input
            id={id('postal')}
            maxLength={10}
            inputMode="numeric"
            autoComplete="postal-code"
            {...register(`locations.${index}.postalCode`)}
          />
        </FormField>
        <FormField label="Teléfono" htmlFor={id('phone')} error={error?.phone?.message}>
          <Input id={id('phone')} type="tel" maxLength={30} {...register(`locations.${index}.phone`)} />
        </FormField>
      </div>
    </fieldset>
  );
}
