import { toast } from '@web/lib/toast';
import { ORDER_MESSAGES, type OrderSummary } from '@common/orders';
import { ReasonDialog } from '@web/components/reason-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useCancelOrder } from './api/cancel-order';

/** "Cancelar orden", with its reason: a pending order becomes 'cancelada' and can no longer be received. */
export function CancelOrderDialog({ order, onClose }: { order: OrderSummary | null; onClose: () => void }) {
  const cancel = useCancelOrder();
  const confirm = async (reason: string) => {
    if (!order) return;
    try {
      await cancel.mutateAsync({ id: order.id, input: { reason } });
      toast.success(ORDER_MESSAGES.cancelled);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Error al procesar la solicitud'));
    }
  };
  const marketplace = order?.orderType === 'marketplace';
  return (
    <ReasonDialog
      open={Boolean(order)}
      title="¿Cancelar orden?"
      description={`La orden ${order?.orderNumber ?? ''} quedará cancelada y ya no se podrá recibir. El inventario no cambia.${marketplace ? ` Avisaremos a ${order?.supplierName} el motivo.` : ''}`}
      confirmLabel="Cancelar orden"
      pending={cancel.isPending}
      onConfirm={(reason) => void confirm(reason)}
      onClose={onClose}
    />
  );
}
