import { zodResolver } from '@hookform/resolvers/zod';
import { BranchSelect } from '@web/components/branch-select';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { z } from 'zod';
import { formatMoney, linesTotal } from '@common/money';
import { ORDER_MESSAGES, receiveOrderSchema, type OrderDetail, type ReceiveOrderInput } from '@common/orders';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { exactDecimal, ratioOf } from '@common/ratio';
import { useReceiveOrder } from './api/receive-order';
import { ReceiveLine } from './receive-line';
import { isDecimal } from './receive-preview';

type ReceivePayload = z.output<typeof receiveOrderSchema>;

/**
 * "Recibir orden": per line, what arrived and the price paid in the line's unit, prefilled from the
 * order. The stock gains it in the product's base unit; a different price per base unit updates the
 * product's price, which writes a price alert (decision 037).
 */
export function ReceiveOrderForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const receive = useReceiveOrder();
  const branches = useRestaurant().data?.locations ?? [];
  const form = useForm<ReceiveOrderInput, unknown, ReceivePayload>({
    resolver: zodResolver(receiveOrderSchema),
    defaultValues: {
      items: order.items.map((item) => ({
        itemId: item.id,
        receivedQuantity: exactDecimal(ratioOf(item.quantity)) ?? item.quantity,
        unitPrice: item.unitPrice,
      })),
      locationId: '',
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
    <FormProvider {...form}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Recibir orden">
        <p className="text-sm text-slate-600">
          Confirma lo que llegó y el precio que pagaste. El stock sube y, si el precio cambió, se actualiza y se genera
          una alerta.
        </p>
        <BranchSelect
          id="receive-branch"
          branches={branches}
          label="Sucursal que recibe"
          {...form.register('locationId')}
        />
        {fields.map((field, index) => (
          <ReceiveLine key={field.key} item={order.items[index]} index={index} />
        ))}
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
    </FormProvider>
  );
}
