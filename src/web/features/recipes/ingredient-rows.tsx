import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Recipe, RecipeInput } from '@common/recipes';
import { fieldErrorId } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ProductSelect, UnitSelect } from './line-selects';
import { useProductOptions } from './use-product-options';

/**
 * SPEC §5: at least one ingredient row always remains; removing is disabled when only one is left.
 * Each line is written in any unit its product converts (decision 036), with an optional yield.
 */
export function IngredientRows({ currentIngredients }: { currentIngredients: Recipe['ingredients'] }) {
  const { control, register, formState, setValue } = useFormContext<RecipeInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const rows = useWatch({ control, name: 'ingredients' });
  const { options, loading } = useProductOptions(currentIngredients);
  const errors = formState.errors.ingredients;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Ingredientes</legend>
      {!loading && options.length === 0 && (
        <p className="text-sm text-slate-600">
          No tienes productos en tu inventario. Agrega productos en Productos para usarlos como ingredientes.
        </p>
      )}
      <ul className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const number = index + 1;
          const ids = {
            product: `ingredient-${index}-product`,
            quantity: `ingredient-${index}-quantity`,
            unit: `ingredient-${index}-unit`,
            yield: `ingredient-${index}-yield`,
          };
          const rowErrors = errors?.[index];
          const product = options.find((option) => option.id === rows?.[index]?.productId);
          return (
            <li key={field.id} className="flex flex-col gap-2" data-testid="ingredient-row">
              <div className="grid grid-cols-[1fr_auto] items-start gap-2">
                <div className="flex min-w-0 flex-col gap-1">
                  <Label htmlFor={ids.product}>{`Ingrediente ${number}`}</Label>
                  <Controller
                    control={control}
                    name={`ingredients.${index}.productId`}
                    render={({ field: select }) => (
                      <ProductSelect
                        field={select}
                        id={ids.product}
                        options={options}
                        onUnit={(unit) => setValue(`ingredients.${index}.unit`, unit)}
                        aria={invalid(ids.product, rowErrors?.productId?.message)}
                      />
                    )}
                  />
                  <FieldError id={fieldErrorId(ids.product)} message={rowErrors?.productId?.message} />
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-[18px]"
                  aria-label={`Quitar ingrediente ${number}`}
                  disabled={fields.length <= 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,5.5rem)] items-start gap-2">
                <div className="flex min-w-0 flex-col gap-1">
                  <Label htmlFor={ids.quantity}>
                    Cantidad<span className="sr-only">{` del ingrediente ${number}`}</span>
                  </Label>
                  <Input
                    id={ids.quantity}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0.01"
                    {...invalid(ids.quantity, rowErrors?.quantity?.message)}
                    {...register(`ingredients.${index}.quantity`)}
                  />
                  <FieldError id={fieldErrorId(ids.quantity)} message={rowErrors?.quantity?.message} />
                </div>
                <div className="flex min-w-0 flex-col gap-1">
                  <Label htmlFor={ids.unit}>
                    Unidad<span className="sr-only">{` del ingrediente ${number}`}</span>
                  </Label>
                  <Controller
                    control={control}
                    name={`ingredients.${index}.unit`}
                    render={({ field: select }) => (
                      <UnitSelect
                        field={select}
                        id={ids.unit}
                        product={product}
                        aria={invalid(ids.unit, rowErrors?.unit?.message)}
                      />
                    )}
                  />
                  <FieldError id={fieldErrorId(ids.unit)} message={rowErrors?.unit?.message} />
                </div>
                <div className="flex min-w-0 flex-col gap-1">
                  <Label htmlFor={ids.yield}>
                    Rendimiento %<span className="sr-only">{` del ingrediente ${number} (opcional)`}</span>
                  </Label>
                  <Input
                    id={ids.yield}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0.01"
                    max="100"
                    placeholder={product ? String(Number(product.yieldPercent)) : '100'}
                    {...invalid(ids.yield, rowErrors?.yieldPercent?.message)}
                    {...register(`ingredients.${index}.yieldPercent`)}
                  />
                  <FieldError id={fieldErrorId(ids.yield)} message={rowErrors?.yieldPercent?.message} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-600">
        Rendimiento %: lo que queda útil después de limpiar; vacío usa el del producto.
      </p>
      {listError && <FieldError id="ingredients-error" message={listError} />}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append({ productId: '', quantity: '', unit: '', yieldPercent: '' })}
      >
        <Plus aria-hidden /> Agregar ingrediente
      </Button>
    </fieldset>
  );
}

const invalid = (id: string, message: string | undefined) =>
  message ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
