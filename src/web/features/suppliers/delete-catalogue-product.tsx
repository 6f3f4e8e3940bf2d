import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import type { CatalogueProduct } from '@common/suppliers';
import { LazyConfirmDialog } from '@web/components/lazy-confirm-dialog';
import { Button } from '@web/components/ui/button';
import { useDeleteCatalogueProduct } from './api/catalogue';

export function DeleteCatalogueProduct({ product }: { product: CatalogueProduct }) {
  const remove = useDeleteCatalogueProduct();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await remove.mutateAsync(product.id);
      toast.success('Producto eliminado exitosamente');
      setOpen(false);
    } catch {
      toast.error('Error al eliminar producto');
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Eliminar ${product.name}`}
        disabled={remove.isPending}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden /> Eliminar
      </Button>
      <LazyConfirmDialog
        open={open}
        title="¿Eliminar producto?"
        description={`“${product.name}” dejará de aparecer en el marketplace. Esta acción no se puede deshacer.`}
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
