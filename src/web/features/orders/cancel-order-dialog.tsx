import { toast } from '@web/lib/toast';
import { ORDER_MESSAGES, type OrderSummary } from '@common/orders';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useCancelOrder } from './api/cancel-order';

/** "Cancelar orden": a pending own-contact order becomes 'cancelada' and can no longer be received. */
export function CancelOrderDialog({ order, onClose }: { order: OrderSummary | null; onClose: () => void }) {
  const cancel = useCancelOrder();
  const confirm = async () => {
    if (!order) return;
    try {
      await cancel.mutateAsync(order.id);
      toast.success(ORDER_MESSAGES.cancelled);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Error al procesar la solicitud'));
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(order)}
      title="¿Cancelar orden?"
      description={`La orden ${order?.orderNumber ?? ''} quedará cancelada y ya no se podrá recibir. El inventario no cambia.`}
      confirmLabel="Cancelar orden"
      pending={cancel.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
