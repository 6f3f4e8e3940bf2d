import { toast } from '@web/lib/toast';
import type { ProductListItem } from '@common/inventory';
import { INVENTORY_TOASTS } from '@common/inventory-rules';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useDeleteProduct } from './api/delete-product';

export function DeleteProductDialog({ product, onClose }: { product: ProductListItem | null; onClose: () => void }) {
  const remove = useDeleteProduct();
  const confirm = async () => {
    if (!product) return;
    try {
      await remove.mutateAsync(product.id);
      toast.success(INVENTORY_TOASTS.productDeleted);
      onClose();
    } catch {
      toast.error(INVENTORY_TOASTS.productDeleteFailed);
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(product)}
      title={INVENTORY_TOASTS.deleteProductTitle}
      description={`Se eliminará «${product?.name}» junto con su historial de movimientos y sus alertas de precio. Esta acción no se puede deshacer.`}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
