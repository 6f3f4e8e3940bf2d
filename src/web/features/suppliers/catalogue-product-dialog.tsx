import type { CatalogueProduct } from '@common/suppliers';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { CatalogueProductForm, type CatalogueProductValues } from './catalogue-product-form';

interface Props {
  /** null: closed; 'new': a new product. */
  editing: CatalogueProduct | 'new' | null;
  pending: boolean;
  onSubmit: (values: CatalogueProductValues) => void;
  onClose: () => void;
}

/** The create/edit dialog of the supplier's catalogue. */
export function CatalogueProductDialog({ editing, pending, onSubmit, onClose }: Props) {
  const product = editing === 'new' ? null : editing;
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{product ? 'Editar producto' : 'Nuevo producto'}</DialogTitle>
          <DialogDescription>Los restaurantes verán este producto en el marketplace.</DialogDescription>
        </DialogHeader>
        {editing !== null && (
          <CatalogueProductForm
            key={product?.id ?? 'new'}
            product={product}
            pending={pending}
            onSubmit={onSubmit}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
