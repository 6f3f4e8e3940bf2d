import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { z } from 'zod';
import { compareDecimals, formatMoney, linesTotal } from '@common/money';
import { ORDER_MESSAGES, receiveOrderSchema, type OrderDetail, type ReceiveOrderInput } from '@common/orders';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useReceiveOrder } from './api/receive-order';
import { plainQuantity } from '@web/lib/format-quantity';

type ReceivePayload = z.output<typeof receiveOrderSchema>;

const DECIMAL = /^\d+(\.\d+)?$/;
const isDecimal = (value: unknown): value is string => typeof value === 'string' && DECIMAL.test(value.trim());

/**
 * "Recibir orden": per line, what arrived and the unit price paid, prefilled from the order. A
 * different price updates the product's price, which writes a price alert.
 */
export function ReceiveOrderForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const receive = useReceiveOrder();
  const form = useForm<ReceiveOrderInput, unknown, ReceivePayload>({
    resolver: zodResolver(receiveOrderSchema),
    defaultValues: {
      items: order.items.map((item) => ({
        itemId: item.id,
        receivedQuantity: plainQuantity(item.quantity),
        unitPrice: item.unitPrice,
      })),
    },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  const total = linesTotal(
    (values ?? []).flatMap((line) =>
      isDecimal(line.receivedQuantity) && isDecimal(line.unitPrice)
        ? [{ quantity: line.receivedQuantity.trim(), unitPrice: line.unitPrice.trim() }]
        : [],
    ),
  );

  const submit = form.handleSubmit(async (input) => {
    try {
      await receive.mutateAsync({ id: order.id, input });
      toast.success(ORDER_MESSAGES.received);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Error al procesar la solicitud'));
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Recibir orden">
      <p className="text-sm text-slate-600">
        Confirma lo que llegó y el precio que pagaste. El stock sube y, si el precio cambió, se actualiza y se genera
        una alerta.
      </p>
      {fields.map((field, index) => {
        const item = order.items[index];
        const price = values?.[index]?.unitPrice;
        const quantity = values?.[index]?.receivedQuantity;
        // The server only reprices a product when some of it arrived.
        const priceChanged =
          isDecimal(price) &&
          isDecimal(quantity) &&
          compareDecimals(quantity.trim(), 0) > 0 &&
          compareDecimals(price.trim(), item.unitPrice) !== 0;
        return (
          <fieldset key={field.key} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-medium">{item.productName}</legend>
            <div className="grid grid-cols-2 gap-3">
              <FormField
                label={`Cantidad recibida${item.unit ? ` (${item.unit})` : ''}`}
                htmlFor={`receive-${index}-quantity`}
                error={errors?.[index]?.receivedQuantity?.message}
              >
                <Input
                  id={`receive-${index}-quantity`}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.001"
                  {...form.register(`items.${index}.receivedQuantity`)}
                />
              </FormField>
              <FormField
                label="Precio unitario pagado"
                htmlFor={`receive-${index}-price`}
                error={errors?.[index]?.unitPrice?.message}
              >
                <Input
                  id={`receive-${index}-price`}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  {...form.register(`items.${index}.unitPrice`)}
                />
              </FormField>
            </div>
            {priceChanged && (
              <p className="text-sm text-amber-900">
                Precio anterior {formatMoney(item.unitPrice)} → nuevo {formatMoney(price)}: se actualizará el producto.
              </p>
            )}
          </fieldset>
        );
      })}
      {errors?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.message}
        </p>
      )}
      <p className="flex items-center justify-between text-base font-semibold">
        <span>Total recibido</span>
        <span>{formatMoney(total)}</span>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={receive.isPending}>
          Volver
        </Button>
        <Button type="submit" disabled={receive.isPending}>
          {receive.isPending ? 'Guardando...' : 'Confirmar recepción'}
        </Button>
      </div>
    </form>
  );
}
