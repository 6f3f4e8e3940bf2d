import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProductInput, ProductPayload } from '@common/inventory';
import { IEPS_KINDS, IEPS_LABELS, IVA_LABELS, IVA_RATES } from '@common/product-taxes';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';

type ProductForm = UseFormReturn<ProductInput, unknown, ProductPayload>;

/** '' in a select stands for null: IVA not known, no IEPS. */
const orNull = (value: string) => (value === '' ? null : value);

/**
 * IVA and IEPS of a product (decision 042): filled by the invoices it comes in, editable here. The
 * IEPS value is a percentage for a rate and pesos per unit for a quota.
 */
export function ProductTaxFields({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  const iepsKind = useWatch({ control: form.control, name: 'iepsKind' });
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">Impuestos</legend>
      <FormField label="IVA" htmlFor="product-iva" error={errors.iva?.message}>
        <Controller
          control={form.control}
          name="iva"
          render={({ field }) => (
            <NativeSelect
              id="product-iva"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(orNull(event.target.value))}
              onBlur={field.onBlur}
            >
              <option value="">Sin dato</option>
              {IVA_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {IVA_LABELS[rate]}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      </FormField>
      <FormField label="IEPS" htmlFor="product-ieps-kind" error={errors.iepsKind?.message}>
        <Controller
          control={form.control}
          name="iepsKind"
          render={({ field }) => (
            <NativeSelect
              id="product-ieps-kind"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(orNull(event.target.value))}
              onBlur={field.onBlur}
            >
              <option value="">Sin IEPS</option>
              {IEPS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {IEPS_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      </FormField>
      {iepsKind && (
        <FormField
          label={iepsKind === 'tasa' ? 'Tasa de IEPS (%)' : 'Cuota de IEPS ($)'}
          htmlFor="product-ieps-value"
          error={errors.iepsValue?.message}
        >
          <Input
            id="product-ieps-value"
            type="number"
            inputMode="decimal"
            step={iepsKind === 'tasa' ? '0.0001' : '0.000001'}
            min="0"
            {...form.register('iepsValue')}
          />
        </FormField>
      )}
    </fieldset>
  );
}
