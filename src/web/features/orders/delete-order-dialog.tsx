import { toast } from '@web/lib/toast';
import { ORDER_MESSAGES, type OrderSummary } from '@common/orders';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useDeleteOrder } from './api/delete-order';

interface Props {
  order: OrderSummary | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** SPEC §8 '¿Eliminar orden?': the order and its products are removed for good. */
export function DeleteOrderDialog({ order, onClose, onDeleted }: Props) {
  const remove = useDeleteOrder();
  const confirm = async () => {
    if (!order) return;
    try {
      await remove.mutateAsync(order.id);
      toast.success(ORDER_MESSAGES.deleteSuccess);
      onClose();
      onDeleted();
    } catch {
      toast.error(ORDER_MESSAGES.deleteFailedTitle, { description: ORDER_MESSAGES.deleteFailed });
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(order)}
      title="¿Eliminar orden?"
      description={`Se eliminarán permanentemente la orden ${order?.orderNumber ?? ''} y todos sus productos. Esta acción no se puede deshacer.`}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
