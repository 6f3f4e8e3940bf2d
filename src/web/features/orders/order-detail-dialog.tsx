import { PackageCheck, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { RESERVING_STATUSES, restaurantMayCancel, restaurantMayReceive } from '@common/order-states';
import type { OrderDetail, OrderSummary } from '@common/orders';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { formatLongDate } from '@web/lib/format-date';
import { useOrder } from './api/get-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeleteOrderDialog } from './delete-order-dialog';
import { OrderItems } from './order-items';
import { OrderSendActions } from './order-send-actions';
import { OrderStateNote } from './order-state-note';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { ReceiveOrderForm } from './receive-order-form';
import { RepeatOrderLink } from './repeat-order-link';

interface Props {
  order: OrderSummary | null;
  onClose: () => void;
}

/** The order's items, total and notes, with its actions; "Recibir orden" swaps in the receiving form. */
export function OrderDetailDialog({ order, onClose }: Props) {
  return (
    <Dialog open={Boolean(order)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {order && <OrderDetailContent key={order.id} summary={order} onDeleted={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function OrderDetailContent({ summary, onDeleted }: { summary: OrderSummary; onDeleted: () => void }) {
  const detail = useOrder(summary.id);
  const [receiving, setReceiving] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'cancel' | null>(null);
  const order: OrderDetail | undefined = detail.data;
  const status = order?.status ?? summary.status;
  const marketplace = summary.orderType === 'marketplace';
  const received = Boolean(order?.receivedAt ?? summary.receivedAt);
  // Own-contact orders while open (decision 047); marketplace ones once en camino or entregada (043).
  const canReceive = restaurantMayReceive({ orderType: summary.orderType, status, receivedAt: received || null });
  const canCancel = restaurantMayCancel(summary.orderType, status);
  const canDelete = !(marketplace && RESERVING_STATUSES.includes(status));

  return (
    <>
      <DialogHeader>
        <DialogTitle>Orden {summary.orderNumber}</DialogTitle>
        <DialogDescription>
          {summary.supplierName} · {formatLongDate(summary.orderDate)}
        </DialogDescription>
        <OrderStatusBadge status={status} />
      </DialogHeader>
      {!order ? (
        detail.isError ? (
          <p role="alert" className="text-red-700">
            No se pudo cargar la orden.
          </p>
        ) : (
          <Spinner className="mx-auto" />
        )
      ) : receiving ? (
        <ReceiveOrderForm order={order} onDone={() => setReceiving(false)} />
      ) : (
        <>
          <OrderStateNote order={order} />
          <OrderItems order={order} />
          {!marketplace && <OrderSendActions order={order} open={canReceive} />}
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap">
            {canReceive && (
              <Button onClick={() => setReceiving(true)}>
                <PackageCheck aria-hidden /> Recibir orden
              </Button>
            )}
            {canCancel && (
              <Button variant="outline" onClick={() => setConfirming('cancel')}>
                <XCircle aria-hidden /> Cancelar orden
              </Button>
            )}
            <RepeatOrderLink order={order} />
            {canDelete && (
              <Button variant="outline" className="text-red-700 sm:ml-auto" onClick={() => setConfirming('delete')}>
                <Trash2 aria-hidden /> Eliminar orden
              </Button>
            )}
          </div>
        </>
      )}
      <DeleteOrderDialog
        order={confirming === 'delete' ? summary : null}
        onClose={() => setConfirming(null)}
        onDeleted={onDeleted}
      />
      <CancelOrderDialog order={confirming === 'cancel' ? summary : null} onClose={() => setConfirming(null)} />
    </>
  );
}
