import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { CatalogueProduct } from '@common/suppliers';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { useDeleteCatalogueProduct } from './api/catalogue';

export function DeleteCatalogueProduct({ product }: { product: CatalogueProduct }) {
  const remove = useDeleteCatalogueProduct();
  const confirm = async () => {
    try {
      await remove.mutateAsync(product.id);
      toast.success('Producto eliminado exitosamente');
    } catch {
      toast.error('Error al eliminar producto');
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Eliminar ${product.name}`} disabled={remove.isPending}>
          <Trash2 aria-hidden /> Eliminar
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Eliminar producto?</AlertDialogTitle>
          <AlertDialogDescription>“{product.name}” dejará de aparecer en el marketplace. Esta acción no se puede deshacer.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm}>
            Eliminar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
