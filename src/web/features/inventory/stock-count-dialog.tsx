import { Search } from 'lucide-react';
import { BranchSelect } from '@web/components/branch-select';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import type { ProductListItem } from '@common/inventory';
import { INVENTORY_TOASTS } from '@common/inventory-rules';
import { STOCK_COUNT_MESSAGES } from '@common/inventory-count';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useApplyStockCount } from './api/apply-stock-count';
import { useProductPages } from './api/get-products';
import { readCountLine, type EntryDraft } from './stock-count-line';
import { blankDraft, StockCountRow } from './stock-count-row';
import { StockCountSummary, type CountedLine } from './stock-count-summary';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the user typed for a product, with the product as it was listed (kept across searches and pages). */
type Entries = Record<string, { product: ProductListItem; drafts: EntryDraft[] }>;

/**
 * The physical count (decisions 017 and 038): the products, searched and paged like /productos, each
 * with its stock and what is really there, in its base unit, a pack or any measure it converts to.
 * Only filled lines are sent, all in one request.
 */
export function StockCountDialog({ open, onOpenChange }: Props) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const branches = useRestaurant().data?.locations ?? [];
  const [locationId, setLocationId] = useState('');
  const pages = useProductPages({ search: debounced, locationId: locationId || undefined });
  // Counting one branch compares with what that branch holds (decision 056).
  const products = (pages.data?.pages.flatMap((page) => page.items) ?? []).map((product) =>
    product.branchStock === undefined ? product : { ...product, stockQuantity: product.branchStock },
  );
  const total = pages.data?.pages[0]?.total ?? 0;
  const [entries, setEntries] = useState<Entries>({});
  const apply = useApplyStockCount();

  const read = Object.entries(entries)
    .map(([id, entry]) => ({ id, product: entry.product, line: readCountLine(entry.product, entry.drafts) }))
    .filter(({ line }) => line.filled);
  const invalid = read.some(({ line }) => line.counted === null);
  const lines: CountedLine[] = read.flatMap(({ id, product, line }) =>
    line.counted === null
      ? []
      : [
          {
            id,
            name: product.name,
            unit: product.unit,
            packs: product.packs,
            stockQuantity: product.stockQuantity,
            counted: line.counted,
            entries: line.entries,
          },
        ],
  );

  const close = () => {
    setEntries({});
    setLocationId('');
    setSearch('');
    onOpenChange(false);
  };
  const submit = async () => {
    try {
      const result = await apply.mutateAsync({
        items: lines.map((line) => ({ productId: line.id, entries: line.entries })),
        locationId: locationId || undefined,
      });
      const changed = result.items.length;
      toast.success(
        changed === 0
          ? STOCK_COUNT_MESSAGES.nothingChanged
          : `${STOCK_COUNT_MESSAGES.applied}: ${changed} ${changed === 1 ? 'producto actualizado' : 'productos actualizados'}`,
      );
      close();
    } catch (error) {
      toast.error(errorMessage(error, STOCK_COUNT_MESSAGES.applyFailed));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Conteo de inventario</DialogTitle>
          <DialogDescription>
            Escribe lo que contaste de cada producto. Al aplicar, su stock queda igual a lo contado.
          </DialogDescription>
        </DialogHeader>
        <BranchSelect
          id="count-branch"
          branches={branches}
          label="Sucursal que cuentas"
          value={locationId}
          onChange={(event) => {
            setLocationId(event.target.value);
            setEntries({});
          }}
        />
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            type="search"
            aria-label="Buscar productos para contar"
            placeholder="Buscar productos..."
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {pages.isPending ? (
          <Spinner className="mx-auto" />
        ) : pages.isError ? (
          <p role="alert" className="text-red-700">
            No se pudieron cargar los productos.
          </p>
        ) : products.length === 0 ? (
          <p className="py-4 text-center text-slate-600">{INVENTORY_TOASTS.noProducts}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {products.length < total
                ? `Mostrando ${products.length} de ${total} productos`
                : `${total} ${total === 1 ? 'producto' : 'productos'}`}
            </p>
            <ul
              aria-label="Productos a contar"
              className="divide-y divide-slate-100 rounded-lg border border-slate-200"
            >
              {products.map((product) => (
                <StockCountRow
                  key={product.id}
                  product={product}
                  drafts={entries[product.id]?.drafts ?? [blankDraft(product)]}
                  onChange={(drafts) =>
                    setEntries((current) => ({
                      ...current,
                      [product.id]: { product: current[product.id]?.product ?? product, drafts },
                    }))
                  }
                />
              ))}
            </ul>
            {pages.hasNextPage && (
              <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                {pages.isFetchingNextPage ? 'Cargando...' : 'Cargar más productos'}
              </Button>
            )}
          </>
        )}
        <StockCountSummary lines={lines} />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} disabled={lines.length === 0 || invalid || apply.isPending}>
            {apply.isPending ? 'Aplicando...' : 'Aplicar conteo'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
