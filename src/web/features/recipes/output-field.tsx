import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { Recipe, RecipeInput } from '@common/recipes';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ProductSelect, UnitSelect } from './line-selects';
import { useProductOptions } from './use-product-options';

const EMPTY_OUTPUT = { productId: '', quantity: '', unit: '' };

/**
 * "Produce inventario" (decision 050): the product a batch adds to stock and how much one batch
 * yields, in any unit that product converts from.
 */
export function OutputField({ current }: { current: Recipe['produces'] }) {
  const { control, register, formState, setValue } = useFormContext<RecipeInput>();
  const output = useWatch({ control, name: 'produces' });
  const { options } = useProductOptions(current ? [current] : []);
  const errors = formState.errors.produces;
  const product = options.find((option) => option.id === output?.productId);

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div className="flex items-start gap-3">
        <input
          id="recipe-produces"
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-700"
          aria-describedby="recipe-produces-description"
          checked={Boolean(output)}
          onChange={(event) => setValue('produces', event.target.checked ? EMPTY_OUTPUT : null, { shouldDirty: true })}
        />
        <div className="text-sm">
          <label htmlFor="recipe-produces" className="font-medium">
            Produce inventario
          </label>
          <p id="recipe-produces-description" className="text-slate-600">
            Cada lote que prepares se agrega al stock de un producto.
          </p>
        </div>
      </div>
      {output && (
        <>
          <FormField label="Producto que produce" htmlFor="recipe-output-product" error={errors?.productId?.message}>
            <Controller
              control={control}
              name="produces.productId"
              render={({ field }) => (
                <ProductSelect
                  field={field}
                  id="recipe-output-product"
                  options={options}
                  onUnit={(unit) => setValue('produces.unit', unit)}
                />
              )}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Cantidad por lote" htmlFor="recipe-output-quantity" error={errors?.quantity?.message}>
              <Input
                id="recipe-output-quantity"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                {...register('produces.quantity')}
              />
            </FormField>
            <FormField label="Unidad del lote" htmlFor="recipe-output-unit" error={errors?.unit?.message}>
              <Controller
                control={control}
                name="produces.unit"
                render={({ field }) => <UnitSelect field={field} id="recipe-output-unit" product={product} />}
              />
            </FormField>
          </div>
        </>
      )}
    </fieldset>
  );
}
