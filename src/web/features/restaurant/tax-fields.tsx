import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RestaurantInput } from '@common/restaurant';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

interface Props {
  register: UseFormRegister<RestaurantInput>;
  errors: FieldErrors<RestaurantInput>;
}

/** The restaurant's RFC (CFDI invoices to another RFC are refused) and whether it credits IVA. */
export function TaxFields({ register, errors }: Props) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Datos fiscales</legend>
      <FormField label="RFC (opcional)" htmlFor="restaurant-rfc" error={errors.rfc?.message}>
        <Input
          id="restaurant-rfc"
          maxLength={13}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="TEF150101AB1"
          {...register('rfc')}
        />
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id="restaurant-credits-iva"
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-700"
          {...register('creditsIva')}
        />
        <label htmlFor="restaurant-credits-iva" className="text-sm">
          <span className="font-medium">Acredito IVA</span>
          <span className="block text-slate-600">Los costos de las facturas se calculan sin IVA.</span>
        </label>
      </div>
    </fieldset>
  );
}
