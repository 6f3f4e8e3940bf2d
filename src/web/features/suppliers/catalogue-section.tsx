import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import type { CatalogueProduct } from '@common/suppliers';
import { Button } from '@web/components/ui/button';
import { lazyDialog } from '@web/components/lazy-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useCatalogue, useSaveCatalogueProduct } from './api/catalogue';
import { CatalogueCsvButtons } from './catalogue-csv-buttons';
import { CatalogueItem } from './catalogue-item';
import type { CatalogueProductValues } from './catalogue-product-form';

const CatalogueProductDialog = lazyDialog(
  async () => (await import('./catalogue-product-dialog')).CatalogueProductDialog,
  (props) => props.editing !== null,
);

/** The supplier's marketplace catalogue with its create/edit dialog. */
export function CatalogueSection() {
  const catalogue = useCatalogue();
  const save = useSaveCatalogueProduct();
  const [editing, setEditing] = useState<CatalogueProduct | 'new' | null>(null);
  const product = editing === 'new' ? null : editing;

  const submit = async (values: CatalogueProductValues) => {
    try {
      await save.mutateAsync({ id: product?.id, input: values });
      toast.success(product ? 'Producto actualizado exitosamente' : 'Producto creado exitosamente');
      setEditing(null);
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'No se pudo guardar el producto') });
    }
  };

  return (
    <section aria-labelledby="catalogo" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="catalogo" className="text-lg font-semibold">
          Catálogo de productos
        </h2>
        <div className="flex flex-wrap gap-2">
          <CatalogueCsvButtons />
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden /> Nuevo producto
          </Button>
        </div>
      </div>
      {catalogue.isPending ? (
        <Spinner />
      ) : catalogue.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(catalogue.error, 'No se pudo cargar el catálogo')}
        </p>
      ) : catalogue.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Aún no tienes productos. Crea el primero para aparecer en el marketplace.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {catalogue.data.map((item) => (
            <li key={item.id}>
              <CatalogueItem item={item} onEdit={() => setEditing(item)} />
            </li>
          ))}
        </ul>
      )}
      <CatalogueProductDialog
        editing={editing}
        pending={save.isPending}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
