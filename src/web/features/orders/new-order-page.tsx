import { ArrowLeft } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { PRODUCT_MAX_PAGE_SIZE } from '@common/inventory-rules';
import { ORDER_MESSAGES } from '@common/orders';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { useProducts } from '@web/features/inventory/api/get-products';
import { errorMessage } from '@web/lib/api-client';
import { useCreateOrder } from './api/create-order';
import { draftLines, hasInvalidQuantity, setDraftLine, suggestQuantities, type Draft } from './order-draft';
import { OrderDraftSummary } from './order-draft-summary';
import { OrderProductPicker } from './order-product-picker';
import { SupplierSelect } from './supplier-select';
import { useRepeatOrderFromLink } from './use-repeat-order';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/** SPEC §2 /ordenes/nueva and /nueva-orden: an own-contact order, priced from the products' prices. */
export function NewOrderPage() {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [search, setSearch] = useState('');
  const [notes, setNotes] = useState('');
  const debounced = useDebouncedValue(search.trim());

  const enabled = { enabled: Boolean(supplierId) };
  const all = useProducts({ supplierId: supplierId ?? undefined, limit: PRODUCT_MAX_PAGE_SIZE }, enabled);
  const shown = useProducts(
    { supplierId: supplierId ?? undefined, search: debounced || undefined, limit: PRODUCT_MAX_PAGE_SIZE },
    enabled,
  );
  // While another supplier's list is kept as placeholder, never offer its products.
  const allProducts = useMemo(
    () => all.data?.items.filter((product) => product.supplierId === supplierId) ?? [],
    [all.data, supplierId],
  );
  const shownProducts = shown.data?.items.filter((product) => product.supplierId === supplierId) ?? [];
  const lines = draftLines(draft);
  const invalid = hasInvalidQuantity(draft);

  const chooseSupplier = useCallback((id: string) => {
    setSupplierId(id);
    setDraft({});
    setSearch('');
  }, []);
  // 'Repetir pedido' of a past order leads here with ?repetir={id}.
  useRepeatOrderFromLink({
    supplierId,
    products: all.isSuccess && !all.isPlaceholderData ? allProducts : null,
    chooseSupplier,
    setDraft,
  });

  const suggest = () => {
    const result = suggestQuantities(draft, allProducts);
    setDraft(result.draft);
    if (result.suggested === 0) toast.info('Ningún producto de este proveedor está por debajo de su mínimo');
    else
      toast.success(
        `Cantidades sugeridas para ${result.suggested} ${result.suggested === 1 ? 'producto' : 'productos'}`,
      );
  };

  const submit = async () => {
    if (!supplierId) return void toast.error(ORDER_MESSAGES.supplierRequired);
    if (lines.length === 0) return void toast.error(ORDER_MESSAGES.itemsRequired);
    try {
      await create.mutateAsync({
        supplierId,
        items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity, unit: line.unit })),
        notes,
      });
      toast.success(ORDER_MESSAGES.createSuccess);
      navigate('/ordenes');
    } catch (error) {
      toast.error(errorMessage(error, ORDER_MESSAGES.createFailed));
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon">
          <Link to="/ordenes" aria-label="Volver a órdenes">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">Nueva orden de compra</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Proveedor</CardTitle>
        </CardHeader>
        <CardContent>
          <SupplierSelect value={supplierId} onChange={chooseSupplier} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Productos</CardTitle>
        </CardHeader>
        <CardContent>
          {!supplierId ? (
            <p className="py-6 text-center text-slate-600">Selecciona un proveedor para ver sus productos</p>
          ) : (
            <OrderProductPicker
              products={shownProducts}
              loading={shown.isPending || (shown.isPlaceholderData && shownProducts.length === 0)}
              supplierHasNone={all.isSuccess && !all.isPlaceholderData && allProducts.length === 0}
              search={search}
              onSearch={setSearch}
              draft={draft}
              onChange={(product, change) => setDraft((current) => setDraftLine(current, product, change))}
              onSuggest={suggest}
              canSuggest={allProducts.length > 0}
            />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Resumen de la orden</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <OrderDraftSummary lines={lines} />
          <FormField label="Notas (opcional)" htmlFor="order-notes">
            <Textarea
              id="order-notes"
              maxLength={1000}
              placeholder="Horario de entrega, indicaciones..."
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/ordenes">Cancelar</Link>
        </Button>
        <Button onClick={() => void submit()} disabled={lines.length === 0 || invalid || create.isPending}>
          {create.isPending ? 'Creando...' : 'Crear orden'}
        </Button>
      </div>
    </main>
  );
}
