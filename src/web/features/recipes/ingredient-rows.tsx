import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { PRODUCT_MAX_PAGE_SIZE } from '@common/inventory';
import type { Recipe, RecipeInput } from '@common/recipes';
import { fieldErrorId } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useProducts } from '@web/features/inventory/api/get-products';

interface Option {
  id: string;
  name: string;
  unit: string;
}

/** The owner's products by name, plus the recipe's own ingredients in case they fall outside the loaded page. */
function useProductOptions(currentIngredients: Recipe['ingredients']): { options: Option[]; loading: boolean } {
  const products = useProducts({ limit: PRODUCT_MAX_PAGE_SIZE });
  const byId = new Map<string, Option>();
  for (const item of currentIngredients)
    byId.set(item.productId, { id: item.productId, name: item.productName, unit: item.unit });
  for (const product of products.data?.items ?? [])
    byId.set(product.id, { id: product.id, name: product.name, unit: product.unit });
  return {
    options: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'es')),
    loading: products.isPending,
  };
}

/** SPEC §5: at least one ingredient row always remains; removing is disabled when only one is left. */
export function IngredientRows({ currentIngredients }: { currentIngredients: Recipe['ingredients'] }) {
  const { control, register, formState } = useFormContext<RecipeInput>();
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
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = index + 1;
          const productId = `ingredient-${index}-product`;
          const quantityId = `ingredient-${index}-quantity`;
          const productError = errors?.[index]?.productId?.message;
          const quantityError = errors?.[index]?.quantity?.message;
          const unit = options.find((option) => option.id === rows?.[index]?.productId)?.unit;
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_7rem_auto]"
              data-testid="ingredient-row"
            >
              <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-1">
                <Label htmlFor={productId}>{`Ingrediente ${number}`}</Label>
                <Controller
                  control={control}
                  name={`ingredients.${index}.productId`}
                  render={({ field: select }) => (
                    <Select value={select.value} onValueChange={select.onChange}>
                      <SelectTrigger
                        id={productId}
                        onBlur={select.onBlur}
                        aria-invalid={productError ? true : undefined}
                        aria-describedby={productError ? fieldErrorId(productId) : undefined}
                      >
                        <SelectValue placeholder="Selecciona un producto" />
                      </SelectTrigger>
                      <SelectContent className="max-h-[400px]">
                        {options.map((option) => (
                          <SelectItem key={option.id} value={option.id}>
                            {option.name} ({option.unit})
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
                {productError && <FieldError id={fieldErrorId(productId)} message={productError} />}
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={quantityId}>
                  Cantidad<span className="sr-only">{` del ingrediente ${number}`}</span>
                </Label>
                <Input
                  id={quantityId}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  placeholder={unit ?? 'Cantidad'}
                  aria-invalid={quantityError ? true : undefined}
                  aria-describedby={quantityError ? fieldErrorId(quantityId) : undefined}
                  {...register(`ingredients.${index}.quantity`)}
                />
                {quantityError && <FieldError id={fieldErrorId(quantityId)} message={quantityError} />}
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
            </li>
          );
        })}
      </ul>
      {listError && <FieldError id="ingredients-error" message={listError} />}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append({ productId: '', quantity: '' })}
      >
        <Plus aria-hidden /> Agregar ingrediente
      </Button>
    </fieldset>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
