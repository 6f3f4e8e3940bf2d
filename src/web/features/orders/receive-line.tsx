import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '@common/money';
import type { OrderItem, ReceiveOrderInput } from '@common/orders';
import { formatLineQuantity } from '@common/order-units';
import { unitLabel } from '@common/quantity';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { receivePreview } from './receive-preview';

/**
 * One line of "Recibir orden": what arrived and the price paid, both per the line's unit ("cajas"),
 * and what that does: the stock it adds in the base unit and the product's new price per base unit.
 */
export function ReceiveLine({ item, index }: { item: OrderItem; index: number }) {
  const form = useFormContext<ReceiveOrderInput>();
  const received = useWatch({ control: form.control, name: `items.${index}.receivedQuantity` });
  const paid = useWatch({ control: form.control, name: `items.${index}.unitPrice` });
  const errors = form.formState.errors.items?.[index];
  const preview = receivePreview(item, received, paid);
  const unit = item.unit ? unitLabel(item.unit) : null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-medium break-words">{item.productName}</legend>
      <p className="text-sm text-slate-600">Pedido: {formatLineQuantity(item.quantity, item.unit, item.pack)}</p>
      {item.receiveInto && (
        <p className="text-sm text-slate-700" data-testid="receive-into">
          {item.receiveInto.productId
            ? `Se sumará a «${item.receiveInto.name}» de tu inventario.`
            : `Se creará «${item.receiveInto.name}» en tu inventario.`}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label={`Cantidad recibida${item.unit ? ` (${unitLabel(item.unit, true)})` : ''}`}
          htmlFor={`receive-${index}-quantity`}
          error={errors?.receivedQuantity?.message}
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
          label={unit ? `Precio pagado por ${unit}` : 'Precio unitario pagado'}
          htmlFor={`receive-${index}-price`}
          error={errors?.unitPrice?.message}
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
      {preview.gone ? (
        <p className="text-sm text-slate-600">Este producto ya no está en tu inventario: su stock no cambia.</p>
      ) : preview.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {preview.error}
        </p>
      ) : (
        preview.gain && (
          <p className="text-sm text-slate-700" data-testid="receive-gain">
            El stock sube {preview.gain}
          </p>
        )
      )}
      {preview.price && (
        <p className="text-sm text-amber-900">
          Precio por {preview.price.unit}: {formatMoney(preview.price.before)} → {formatMoney(preview.price.after)}. Se
          actualizará el producto y se generará una alerta.
        </p>
      )}
    </fieldset>
  );
}
