import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PRODUCT_MAX_PAGE_SIZE } from '@common/inventory-rules';
import { formatMoney } from '@common/money';
import { formatPricePer, formatQuantity } from '@common/quantity-format';
import { type unitOptions } from '@common/recipe-unit-options';
import { decimalProblem } from '@common/fields-rules';
import { lineCost } from '@common/unit-costs';
import { WASTE_MESSAGES, WASTE_REASON_LABELS, WASTE_REASONS, wasteInputSchema, type WasteInput } from '@common/waste';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { UnitOptions } from '@web/components/unit-options';
import { Textarea } from '@web/components/ui/textarea';
import { useProducts } from '@web/features/inventory/api/get-products';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { BranchSelect } from '@web/components/branch-select';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useLogWaste } from './api/log-waste';

type WastePayload = z.output<typeof wasteInputSchema>;
const EMPTY: WasteInput = {
  productId: '',
  quantity: '',
  unit: '',
  reason: '' as WasteInput['reason'],
  note: '',
  locationId: '',
};

/** The value the server will record, by the same rule (quantity in the base unit × cost, rounded once); null until it can. */
function estimatedValue(
  product: Parameters<typeof unitOptions>[0] & { currentPrice: string },
  quantity: string,
  unit: string,
) {
  if (!quantity.trim() || decimalProblem(quantity, 3)) return null;
  try {
    return lineCost({
      amount: quantity.replace(',', '.'),
      unit: unit || product.unit,
      product,
      price: product.currentPrice,
    });
  } catch {
    return null;
  }
}

/** "Registrar merma": a product, how much in any unit it converts from, why, and an optional note. */
export function WasteForm({ onLogged }: { onLogged?: () => void }) {
  const products = useProducts({ limit: PRODUCT_MAX_PAGE_SIZE });
  const save = useLogWaste();
  const branches = useRestaurant().data?.locations ?? [];
  const form = useForm<WasteInput, unknown, WastePayload>({
    resolver: zodResolver(wasteInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [productId, quantity, unit] = useWatch({ control: form.control, name: ['productId', 'quantity', 'unit'] });
  const options = [...(products.data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const product = options.find((option) => option.id === productId);
  const value = product ? estimatedValue(product, String(quantity ?? ''), unit ?? '') : null;

  const submit = form.handleSubmit(async (input) => {
    try {
      const entry = await save.mutateAsync(input);
      form.reset(EMPTY);
      onLogged?.();
      toast.success(WASTE_MESSAGES.created, {
        description: `${entry.productName}: ${formatQuantity(entry.quantity, entry.unit)} · ${formatMoney(entry.value)}`,
      });
    } catch (error) {
      toast.error(WASTE_MESSAGES.createFailed, { description: errorMessage(error, '') || undefined });
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Registrar merma">
      <BranchSelect id="waste-branch" branches={branches} {...form.register('locationId')} />
      <FormField label="Producto" htmlFor="waste-product" error={errors.productId?.message}>
        <NativeSelect id="waste-product" {...form.register('productId', { onChange: () => form.setValue('unit', '') })}>
          <option value="">{products.isPending ? 'Cargando productos…' : 'Elige un producto'}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {product && (
        <p className="-mt-2 text-sm text-slate-600" data-testid="waste-stock">
          Hay {formatQuantity(product.stockQuantity, product.unit, { packs: product.packs })} ·{' '}
          {formatPricePer(product.currentPrice, product.unit)}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Cantidad" htmlFor="waste-quantity" error={errors.quantity?.message}>
          <Input id="waste-quantity" inputMode="decimal" autoComplete="off" {...form.register('quantity')} />
        </FormField>
        <FormField label="Unidad" htmlFor="waste-unit" error={errors.unit?.message}>
          <NativeSelect id="waste-unit" disabled={!product} {...form.register('unit')}>
            <UnitOptions product={product} />
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Motivo" htmlFor="waste-reason" error={errors.reason?.message}>
        <NativeSelect id="waste-reason" {...form.register('reason')}>
          <option value="">Elige un motivo</option>
          {WASTE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {WASTE_REASON_LABELS[reason]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Nota (opcional)" htmlFor="waste-note" error={errors.note?.message}>
        <Textarea id="waste-note" maxLength={500} rows={2} {...form.register('note')} />
      </FormField>
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="waste-value">
        {value === null
          ? 'El valor se calcula con el costo actual del producto.'
          : `Valor de la merma: ${formatMoney(value)}`}
      </p>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Registrando...' : 'Registrar merma'}
      </Button>
    </form>
  );
}
