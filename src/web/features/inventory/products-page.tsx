import { ClipboardCheck, Download, Plus, Search, Upload } from 'lucide-react';
import { BRANCH_MESSAGES } from '@common/branch-stock-rules';
import { BranchSelect } from '@web/components/branch-select';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ProductListItem } from '@common/inventory';
import { INVENTORY_TOASTS } from '@common/inventory-rules';
import { lazyDialog } from '@web/components/lazy-dialog';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useProductPages } from './api/get-products';
import { PRODUCTS_EXPORT_URL } from './api/import-products';
import { ProductList } from './product-list';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

const ProductFormDialog = lazyDialog(
  async () => (await import('./product-form-dialog')).ProductFormDialog,
  (props) => props.open,
);
const CsvImportDialog = lazyDialog(
  async () => (await import('./csv-import-dialog')).CsvImportDialog,
  (props) => props.open,
);
const StockCountDialog = lazyDialog(
  async () => (await import('./stock-count-dialog')).StockCountDialog,
  (props) => props.open,
);
const ProductDetailDialog = lazyDialog(
  async () => (await import('./product-detail-dialog')).ProductDetailDialog,
  (props) => props.product !== null,
);
const DeleteProductDialog = lazyDialog(
  async () => (await import('./delete-product-dialog')).DeleteProductDialog,
  (props) => props.product !== null,
);

/** SPEC §2 /productos: grouped by supplier, searched on the server, loaded a page at a time. */
export function ProductsPage({ ad }: { ad?: ReactNode }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const branches = useRestaurant().data?.locations ?? [];
  const [locationId, setLocationId] = useState('');
  const pages = useProductPages({ search: debounced, locationId: locationId || undefined });
  const products = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;

  const [editing, setEditing] = useState<ProductListItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ProductListItem | null>(null);
  const [viewing, setViewing] = useState<ProductListItem | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [countOpen, setCountOpen] = useState(false);

  const openForm = (product: ProductListItem | null) => {
    setViewing(null);
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Productos</h1>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden /> Nuevo producto
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={PRODUCTS_EXPORT_URL} download>
            <Download aria-hidden /> Exportar CSV
          </a>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setImportOpen(true)}>
          <Upload aria-hidden /> Importar CSV
        </Button>
        <Button variant="outline" size="sm" onClick={() => setCountOpen(true)}>
          <ClipboardCheck aria-hidden /> Conteo físico
        </Button>
      </div>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label="Buscar productos"
          placeholder="Buscar productos..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <BranchSelect
        id="products-branch"
        branches={branches}
        label="Ver stock de"
        emptyLabel={BRANCH_MESSAGES.allBranches}
        value={locationId}
        onChange={(event) => setLocationId(event.target.value)}
        className="sm:max-w-xs"
      />
      {ad}
      {pages.isPending ? (
        <Spinner className="mx-auto" />
      ) : pages.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar los productos.
        </p>
      ) : products.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{INVENTORY_TOASTS.noProducts}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {products.length < total
              ? `Mostrando ${products.length} de ${total} productos`
              : `${total} ${total === 1 ? 'producto' : 'productos'}`}
          </p>
          <ProductList products={products} onOpen={setViewing} onEdit={openForm} onDelete={setDeleting} />
          {pages.hasNextPage && (
            <LoadMore
              loading={pages.isFetchingNextPage}
              onLoad={() => !pages.isFetchingNextPage && void pages.fetchNextPage()}
            />
          )}
        </>
      )}
      <ProductFormDialog product={editing} open={formOpen} onOpenChange={setFormOpen} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
      <ProductDetailDialog product={viewing} onClose={() => setViewing(null)} onEdit={openForm} />
      <CsvImportDialog open={importOpen} onOpenChange={setImportOpen} />
      <StockCountDialog open={countOpen} onOpenChange={setCountOpen} />
    </main>
  );
}

/** Loads the next page when scrolled into view, or on click (keyboard and screen-reader users). */
function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Button ref={ref} variant="outline" onClick={onLoad} disabled={loading}>
      {loading ? 'Cargando...' : 'Cargar más productos'}
    </Button>
  );
}
