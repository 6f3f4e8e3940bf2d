import { useState } from 'react';
import { formatMoney, linesTotal } from '@common/money';
import { changedLines, confirmOrderSchema } from '@common/order-states';
import type { InboxOrder } from '@common/suppliers';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { catalogueQuantity } from '@common/order-states';

interface Props {
  order: InboxOrder | null;
  pending: boolean;
  onConfirm: (lines: Array<{ itemId: string; quantity: string; unitPrice: string }>) => void;
  onClose: () => void;
}

const plain = (value: string) => String(Number(value));

/**
 * "Confirmar pedido": each line prefilled with what the restaurant asked; the supplier may lower a
 * quantity it cannot fill or correct a price, and the restaurant sees both (decision 043).
 */
export function ConfirmOrderDialog({ order, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog open={Boolean(order)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {order && (
          <ConfirmForm key={order.id} order={order} pending={pending} onConfirm={onConfirm} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ConfirmForm({ order, pending, onConfirm, onClose }: Props & { order: InboxOrder }) {
  const [lines, setLines] = useState(() =>
    order.items.map((item) => ({ itemId: item.id, quantity: plain(item.quantity), unitPrice: item.unitPrice })),
  );
  const [error, setError] = useState<string | null>(null);
  const set = (index: number, field: 'quantity' | 'unitPrice', value: string) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, [field]: value } : line)));
  const parsed = confirmOrderSchema.safeParse({ lines });
  const total = parsed.success ? formatMoney(linesTotal(parsed.data.lines)) : '—';

  const submit = () => {
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    onConfirm(changedLines(parsed.data.lines, order.items));
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-label="Confirmar pedido"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Confirmar pedido {order.orderNumber}</DialogTitle>
        <DialogDescription>
          Ajusta la cantidad o el precio si no puedes surtir lo pedido. Al confirmar se aparta el stock de tu catálogo y
          avisamos a {order.restaurantName}.
        </DialogDescription>
      </DialogHeader>
      {order.items.map((item, index) => (
        <fieldset key={item.id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 font-medium break-words">{item.productName}</legend>
          <p className="text-sm text-slate-600">Pedido: {catalogueQuantity(item.quantity, item.unit ?? 'unidad')}</p>
          <div className="grid grid-cols-2 gap-3">
            <FormField label={`Cantidad (${item.unit ?? 'unidad'})`} htmlFor={`confirm-${index}-quantity`}>
              <Input
                id={`confirm-${index}-quantity`}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.001"
                value={lines[index].quantity}
                onChange={(event) => set(index, 'quantity', event.target.value)}
              />
            </FormField>
            <FormField label="Precio unitario" htmlFor={`confirm-${index}-price`}>
              <Input
                id={`confirm-${index}-price`}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                value={lines[index].unitPrice}
                onChange={(event) => set(index, 'unitPrice', event.target.value)}
              />
            </FormField>
          </div>
        </fieldset>
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p className="flex items-center justify-between text-base font-semibold">
        <span>Total</span>
        <span>{total}</span>
      </p>
      <DialogFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          Volver
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Confirmando...' : 'Confirmar pedido'}
        </Button>
      </DialogFooter>
    </form>
  );
}
