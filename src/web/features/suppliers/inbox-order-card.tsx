import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { formatMoney } from '@common/money';
import type { InboxOrder } from '@common/suppliers';
import { LazyConfirmDialog } from '@web/components/lazy-confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format-date';
import { useSetInboxOrderStatus } from './api/inbox';

const STATUS = {
  pendiente: { label: 'Pendiente', variant: 'warning' },
  completada: { label: 'Completada', variant: 'success' },
  cancelada: { label: 'Cancelada', variant: 'secondary' },
} as const;

const quantity = (value: string) => Number(value).toLocaleString('es-MX', { maximumFractionDigits: 3 });

export function InboxOrderCard({ order }: { order: InboxOrder }) {
  const setStatus = useSetInboxOrderStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const status = STATUS[order.status];

  const change = async (action: 'complete' | 'cancel') => {
    try {
      await setStatus.mutateAsync({ id: order.id, action });
      toast.success(action === 'complete' ? 'Pedido marcado como completado' : 'Pedido cancelado');
    } catch (error) {
      toast.error(errorMessage(error, 'No se pudo actualizar el pedido'));
    }
  };

  return (
    <Card aria-labelledby={`pedido-${order.id}`} data-order-number={order.orderNumber}>
      <CardHeader className="pb-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle id={`pedido-${order.id}`}>{order.restaurantName}</CardTitle>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <CardDescription>
          {order.orderNumber} · {formatDateTime(order.orderDate)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="divide-y divide-slate-100">
          {order.items.map((item, index) => (
            <li key={index} className="flex justify-between gap-2 py-1">
              <span>
                {quantity(item.quantity)} {item.unit ?? ''} × {item.productName} ({formatMoney(item.unitPrice)})
              </span>
              <span className="font-medium">{formatMoney(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
        {order.notes && <p className="rounded-md bg-slate-50 p-2 text-slate-700">Notas: {order.notes}</p>}
        <p className="flex justify-between text-base font-semibold">
          <span>Total</span>
          <span>{formatMoney(order.totalAmount)}</span>
        </p>
        {order.status === 'pendiente' && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => change('complete')} disabled={setStatus.isPending}>
              Marcar como completada
            </Button>
            <Button variant="outline" disabled={setStatus.isPending} onClick={() => setConfirmCancel(true)}>
              Cancelar pedido
            </Button>
            <LazyConfirmDialog
              open={confirmCancel}
              title="¿Cancelar pedido?"
              description={`Avisaremos a ${order.restaurantName} que cancelaste el pedido ${order.orderNumber}.`}
              confirmLabel="Sí, cancelar pedido"
              cancelLabel="Volver"
              pending={setStatus.isPending}
              onConfirm={() => void change('cancel').then(() => setConfirmCancel(false))}
              onClose={() => setConfirmCancel(false)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
