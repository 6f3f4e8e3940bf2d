import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { compareDecimals, formatMoney, lineTotal, sumDecimals } from '@common/money';
import type { LinkedOrder } from '@common/order-links';
import { changedLines, confirmOrderSchema, type ConfirmOrderInput } from '@common/order-states';
import { formatLineQuantity } from '@common/order-units';
import { unitLabel } from '@common/quantity';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { isDecimal } from './receive-preview';

type Payload = z.output<typeof confirmOrderSchema>;

interface Props {
  order: LinkedOrder;
  pending: boolean;
  onConfirm: (lines: Payload['lines']) => void;
}

const plain = (value: string) => String(Number(value));

/**
 * The supplier's "Confirmar pedido" on the link's page (decision 047): each line prefilled with what
 * the restaurant asked, to lower a quantity it cannot fill or correct a price; only changed lines are sent.
 */
export function LinkedOrderForm({ order, pending, onConfirm }: Props) {
  const form = useForm<ConfirmOrderInput, unknown, Payload>({
    resolver: zodResolver(confirmOrderSchema),
    defaultValues: {
      lines: order.items.map((item) => ({
        itemId: item.id,
        quantity: plain(item.quantity),
        unitPrice: item.unitPrice,
      })),
    },
  });
  const values = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const errors = form.formState.errors.lines;
  // An unchanged line keeps its exact total (a pack or a gram may not be quantity × the rounded price).
  const totals = order.items.map((item, index) => {
    const line = values[index];
    if (!line || !isDecimal(line.quantity) || !isDecimal(line.unitPrice)) return null;
    const same =
      compareDecimals(line.quantity.trim(), item.quantity) === 0 &&
      compareDecimals(line.unitPrice.trim(), item.unitPrice) === 0;
    return same ? item.totalPrice : lineTotal(line.quantity.trim(), line.unitPrice.trim());
  });
  const total = totals.every((value) => value !== null) ? formatMoney(sumDecimals(totals as string[])) : '—';

  const submit = form.handleSubmit((payload) => onConfirm(changedLines(payload.lines, order.items)));

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Confirmar pedido">
      <p className="text-sm text-slate-700">
        Si no puedes surtir todo o el precio cambió, ajústalo antes de confirmar. {order.restaurantName} verá los
        cambios.
      </p>
      {order.items.map((item, index) => {
        const unit = item.unit ? unitLabel(item.unit) : null;
        return (
          <fieldset key={item.id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
            <legend className="max-w-full px-1 font-medium break-words">{item.productName}</legend>
            <p className="text-sm text-slate-600">
              Pidieron: {formatLineQuantity(item.quantity, item.unit, item.pack)} a {formatMoney(item.unitPrice)}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <FormField
                label={`Cantidad${item.unit ? ` (${unitLabel(item.unit, true)})` : ''}`}
                htmlFor={`link-${index}-quantity`}
                error={errors?.[index]?.quantity?.message}
              >
                <Input
                  id={`link-${index}-quantity`}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.001"
                  {...form.register(`lines.${index}.quantity`)}
                />
              </FormField>
              <FormField
                label={unit ? `Precio por ${unit}` : 'Precio unitario'}
                htmlFor={`link-${index}-price`}
                error={errors?.[index]?.unitPrice?.message}
              >
                <Input
                  id={`link-${index}-price`}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  {...form.register(`lines.${index}.unitPrice`)}
                />
              </FormField>
            </div>
          </fieldset>
        );
      })}
      <p className="flex items-center justify-between text-base font-semibold">
        <span>Total</span>
        <span data-testid="linked-order-total">{total}</span>
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? 'Confirmando...' : 'Confirmar pedido'}
      </Button>
    </form>
  );
}
