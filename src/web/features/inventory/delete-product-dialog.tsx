import { toast } from 'sonner';
import { INVENTORY_TOASTS, type ProductListItem } from '@common/inventory';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
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
    <AlertDialog open={Boolean(product)} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{INVENTORY_TOASTS.deleteProductTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            Se eliminará «{product?.name}» junto con su historial de movimientos y sus alertas de precio. Esta acción no se puede deshacer.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            Eliminar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
