import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { ProductInput, ProductPayload } from '@common/inventory';
import { MAX_PRODUCT_PACKS } from '@common/product-units-rules';
import { UNIT_ALIASES, UNIT_LABELS, type UnitCode } from '@common/units';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

type ProductForm = UseFormReturn<ProductInput, unknown, ProductPayload>;

/** The units offered while typing a product's or a pack's unit; any other word is the product's own. */
export const UNIT_OPTIONS_ID = 'product-unit-options';
const UNIT_OPTIONS = Object.keys(UNIT_ALIASES) as UnitCode[];

/** Purchase packs ("Caja 25 kg"), piece weight, density and yield of a product (decision 034). */
export function ProductUnitFields({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <>
      <datalist id={UNIT_OPTIONS_ID}>
        {UNIT_OPTIONS.map((code) => (
          <option key={code} value={code} label={UNIT_LABELS[code][1]} />
        ))}
      </datalist>
      <PackFields form={form} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField
          label="Peso por pieza (g)"
          htmlFor="product-piece-weight"
          description="1 pza ≈ … g"
          error={errors.pieceWeightG?.message}
        >
          <Input
            id="product-piece-weight"
            type="number"
            inputMode="decimal"
            step="0.001"
            min="0"
            {...form.register('pieceWeightG')}
          />
        </FormField>
        <FormField
          label="Densidad (kg por litro)"
          htmlFor="product-density"
          description="1 l ≈ … kg"
          error={errors.densityKgPerL?.message}
        >
          <Input
            id="product-density"
            type="number"
            inputMode="decimal"
            step="0.000001"
            min="0"
            {...form.register('densityKgPerL')}
          />
        </FormField>
        <FormField
          label="Rendimiento %"
          htmlFor="product-yield"
          description="Lo aprovechable tras limpiar"
          error={errors.yieldPercent?.message}
        >
          <Input
            id="product-yield"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="100"
            {...form.register('yieldPercent')}
          />
        </FormField>
      </div>
    </>
  );
}

function PackFields({ form }: { form: ProductForm }) {
  const packs = useFieldArray({ control: form.control, name: 'packs' });
  const errors = form.formState.errors.packs;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Presentaciones de compra</legend>
      {errors?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.message}
        </p>
      )}
      {packs.fields.map((field, index) => {
        const error = errors?.[index];
        const message = error?.name?.message ?? error?.quantity?.message ?? error?.unit?.message;
        const id = `product-pack-${index}`;
        return (
          <div key={field.id} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <Input
                aria-label={`Nombre de la presentación ${index + 1}`}
                placeholder="Caja"
                maxLength={50}
                aria-invalid={error?.name ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                {...form.register(`packs.${index}.name`)}
              />
              <Input
                aria-label={`Cantidad de la presentación ${index + 1}`}
                placeholder="25"
                type="number"
                inputMode="decimal"
                step="0.001"
                min="0"
                aria-invalid={error?.quantity ? true : undefined}
                {...form.register(`packs.${index}.quantity`)}
              />
              <Input
                aria-label={`Unidad de la presentación ${index + 1}`}
                placeholder="kg"
                maxLength={50}
                list={UNIT_OPTIONS_ID}
                aria-invalid={error?.unit ? true : undefined}
                {...form.register(`packs.${index}.unit`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Quitar presentación ${index + 1}`}
                onClick={() => packs.remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            {message && (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                {message}
              </p>
            )}
          </div>
        );
      })}
      {packs.fields.length < MAX_PRODUCT_PACKS && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => packs.append({ name: '', quantity: '', unit: form.getValues('unit') })}
        >
          <Plus aria-hidden /> Agregar presentación
        </Button>
      )}
    </fieldset>
  );
}
