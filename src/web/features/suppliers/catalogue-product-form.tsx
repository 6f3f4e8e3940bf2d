import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MARKETPLACE_UNITS, catalogueProductInputSchema, type CatalogueProduct } from '@common/suppliers';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';

type FormValues = z.input<typeof catalogueProductInputSchema>;
export type CatalogueProductValues = z.output<typeof catalogueProductInputSchema>;

/** '20.000' → '20': the server keeps 3 decimals, the form accepts 2 (SPEC §5). */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

const EMPTY: FormValues = {
  name: '',
  description: '',
  category: '',
  price: '',
  unit: 'unidad',
  stockQuantity: '',
  minOrderQuantity: '1',
  isAvailable: true,
};

function valuesOf(product: CatalogueProduct | null): FormValues {
  if (!product) return EMPTY;
  return {
    name: product.name,
    description: product.description ?? '',
    category: product.category,
    price: plain(product.price),
    unit: product.unit,
    stockQuantity: plain(product.stockQuantity),
    minOrderQuantity: plain(product.minOrderQuantity),
    isAvailable: product.isAvailable,
  };
}

interface Props {
  product: CatalogueProduct | null;
  pending: boolean;
  onSubmit: (values: CatalogueProductValues) => void;
  onCancel: () => void;
}

/** SPEC §5 supplier product: name, category, price (step 0.01), unit, stock and minimum order required. */
export function CatalogueProductForm({ product, pending, onSubmit, onCancel }: Props) {
  const form = useForm<FormValues, unknown, CatalogueProductValues>({
    resolver: zodResolver(catalogueProductInputSchema),
    defaultValues: valuesOf(product),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
      <FormField label="Nombre" htmlFor="catalogue-name" error={errors.name?.message}>
        <Input id="catalogue-name" {...form.register('name')} />
      </FormField>
      <FormField label="Descripción (opcional)" htmlFor="catalogue-description" error={errors.description?.message}>
        <Textarea id="catalogue-description" {...form.register('description')} />
      </FormField>
      <FormField label="Categoría" htmlFor="catalogue-category" error={errors.category?.message}>
        <Input id="catalogue-category" {...form.register('category')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Precio" htmlFor="catalogue-price" error={errors.price?.message}>
          <Input
            id="catalogue-price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...form.register('price')}
          />
        </FormField>
        <FormField label="Unidad" htmlFor="catalogue-unit" error={errors.unit?.message}>
          <Controller
            control={form.control}
            name="unit"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="catalogue-unit" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {MARKETPLACE_UNITS.map((unit) => (
                    <SelectItem key={unit} value={unit}>
                      {unit}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField label="Stock" htmlFor="catalogue-stock" error={errors.stockQuantity?.message}>
          <Input
            id="catalogue-stock"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...form.register('stockQuantity')}
          />
        </FormField>
        <FormField label="Pedido mínimo" htmlFor="catalogue-min-order" error={errors.minOrderQuantity?.message}>
          <Input
            id="catalogue-min-order"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            {...form.register('minOrderQuantity')}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <input
          id="catalogue-available"
          type="checkbox"
          className="size-5 accent-brand-700"
          {...form.register('isAvailable')}
        />
        <label htmlFor="catalogue-available" className="text-sm font-medium">
          Disponible en el marketplace
        </label>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Guardando...' : product ? 'Guardar cambios' : 'Crear producto'}
        </Button>
      </DialogFooter>
    </form>
  );
}
