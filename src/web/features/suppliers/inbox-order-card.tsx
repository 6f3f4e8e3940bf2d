import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { formatMoney } from '@common/money';
import { canSupplier, catalogueQuantity, ORDER_STATE_MESSAGES } from '@common/order-states';
import type { InboxOrder } from '@common/suppliers';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { ReasonDialog } from '@web/components/reason-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format-date';
import { useInboxAction, type InboxAction } from './api/inbox';
import { ConfirmOrderDialog } from './confirm-order-dialog';

const DONE: Record<InboxAction['action'], string> = {
  confirm: ORDER_STATE_MESSAGES.confirmed,
  ship: ORDER_STATE_MESSAGES.shipped,
  deliver: ORDER_STATE_MESSAGES.delivered,
  cancel: ORDER_STATE_MESSAGES.cancelled,
};

/** A marketplace order in the supplier's inbox, with the next steps its state allows (decision 043). */
export function InboxOrderCard({ order }: { order: InboxOrder }) {
  const run = useInboxAction();
  const [dialog, setDialog] = useState<'confirm' | 'cancel' | null>(null);

  const act = async (action: InboxAction) => {
    try {
      await run.mutateAsync({ id: order.id, ...action });
      toast.success(DONE[action.action]);
      setDialog(null);
    } catch (error) {
      toast.error(errorMessage(error, 'No se pudo actualizar el pedido'));
    }
  };

  return (
    <Card aria-labelledby={`pedido-${order.id}`} data-order-number={order.orderNumber}>
      <CardHeader className="pb-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle id={`pedido-${order.id}`}>{order.restaurantName}</CardTitle>
          <OrderStatusBadge status={order.status} />
        </div>
        <CardDescription>
          {order.orderNumber} · {formatDateTime(order.orderDate)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="divide-y divide-slate-100">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2 py-1">
              <span className="flex min-w-0 flex-col">
                <span>
                  {catalogueQuantity(item.quantity, item.unit ?? 'unidad')} × {item.productName} (
                  {formatMoney(item.unitPrice)})
                </span>
                {item.originalQuantity !== null && (
                  <span className="text-amber-900">
                    Pidió {catalogueQuantity(item.originalQuantity, item.unit ?? 'unidad')}
                    {item.originalUnitPrice !== null && ` a ${formatMoney(item.originalUnitPrice)}`}
                  </span>
                )}
              </span>
              <span className="font-medium">{formatMoney(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
        {order.notes && <p className="rounded-md bg-slate-50 p-2 text-slate-700">Notas: {order.notes}</p>}
        {order.status === 'cancelada' && order.cancelReason && (
          <p className="rounded-md bg-slate-50 p-2 text-slate-700">
            {order.cancelledBy === 'restaurante' ? 'El restaurante lo canceló' : 'Lo cancelaste'}. Motivo:{' '}
            {order.cancelReason}
          </p>
        )}
        {order.receivedAt && <p className="text-slate-700">El restaurante ya lo recibió.</p>}
        <p className="flex justify-between text-base font-semibold">
          <span>Total</span>
          <span>{formatMoney(order.totalAmount)}</span>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {canSupplier('confirm', order.status) && (
            <Button onClick={() => setDialog('confirm')} disabled={run.isPending}>
              Confirmar pedido
            </Button>
          )}
          {canSupplier('ship', order.status) && (
            <Button onClick={() => void act({ action: 'ship' })} disabled={run.isPending}>
              Marcar en camino
            </Button>
          )}
          {canSupplier('deliver', order.status) && !order.receivedAt && (
            <Button onClick={() => void act({ action: 'deliver' })} disabled={run.isPending}>
              Marcar entregado
            </Button>
          )}
          {canSupplier('cancel', order.status) && !order.receivedAt && (
            <Button variant="outline" disabled={run.isPending} onClick={() => setDialog('cancel')}>
              Cancelar pedido
            </Button>
          )}
        </div>
        <ConfirmOrderDialog
          order={dialog === 'confirm' ? order : null}
          pending={run.isPending}
          onConfirm={(lines) => void act({ action: 'confirm', body: { lines } })}
          onClose={() => setDialog(null)}
        />
        <ReasonDialog
          open={dialog === 'cancel'}
          title="¿Cancelar pedido?"
          description={`Avisaremos a ${order.restaurantName} que cancelaste el pedido ${order.orderNumber} y el motivo.`}
          confirmLabel="Sí, cancelar pedido"
          pending={run.isPending}
          onConfirm={(reason) => void act({ action: 'cancel', body: { reason } })}
          onClose={() => setDialog(null)}
        />
      </CardContent>
    </Card>
  );
}
