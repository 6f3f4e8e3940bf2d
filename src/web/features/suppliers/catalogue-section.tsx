import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { formatMoney } from '@common/money';
import type { CatalogueProduct } from '@common/suppliers';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { lazyDialog } from '@web/components/lazy-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useCatalogue, useSaveCatalogueProduct } from './api/catalogue';
import { CatalogueCsvButtons } from './catalogue-csv-buttons';
import type { CatalogueProductValues } from './catalogue-product-form';
import { DeleteCatalogueProduct } from './delete-catalogue-product';

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
              <Card>
                <CardHeader className="pb-2">
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle>{item.name}</CardTitle>
                    <Badge variant={item.isAvailable ? 'success' : 'secondary'}>
                      {item.isAvailable ? 'Disponible' : 'No disponible'}
                    </Badge>
                  </div>
                  <Badge variant="outline">{item.category}</Badge>
                </CardHeader>
                <CardContent className="flex flex-col gap-2 text-sm">
                  {item.description && <p className="text-slate-600">{item.description}</p>}
                  <p className="text-base font-semibold">
                    {formatMoney(item.price)} por {item.unit}
                  </p>
                  <p className="text-slate-600">
                    Stock: {Number(item.stockQuantity)}
                    {Number(item.reservedQuantity) > 0 && ` · Apartado: ${Number(item.reservedQuantity)}`} · Pedido
                    mínimo: {Number(item.minOrderQuantity)}
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(item)}
                      aria-label={`Editar ${item.name}`}
                    >
                      <Pencil aria-hidden /> Editar
                    </Button>
                    <DeleteCatalogueProduct product={item} />
                  </div>
                </CardContent>
              </Card>
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
