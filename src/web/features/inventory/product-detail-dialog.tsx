import type { ProductListItem } from '@common/inventory';
import { INVENTORY_TOASTS, MOVEMENT_REASON_LABELS } from '@common/inventory-rules';
import { productTaxText } from '@common/product-taxes';
import { formatMoney } from '@common/money';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format-date';
import { useProduct, useProductMovements } from './api/get-product';
import { BranchStockSection } from './branch-stock-section';
import { PriceComparisonSection } from './price-comparison-section';
import { formatNumber, formatQuantity, formatQuantityChange } from '@common/quantity-format';
import type { Pack } from '@common/quantity';
import { unitLabel } from '@common/quantity';

interface Props {
  product: ProductListItem | null;
  onClose: () => void;
  onEdit: (product: ProductListItem) => void;
}

/** A product's figures and its stock journal, newest first. */
export function ProductDetailDialog({ product: listed, onClose, onEdit }: Props) {
  const fresh = useProduct(listed?.id ?? null);
  const product = listed && fresh.data?.id === listed.id ? fresh.data : listed;
  return (
    <Dialog open={Boolean(listed)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {product && (
          <>
            <DialogHeader>
              <DialogTitle>{product.name}</DialogTitle>
              <DialogDescription>{product.supplierName ?? INVENTORY_TOASTS.noSupplier}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-600">Precio</dt>
              <dd className="font-medium">
                {formatMoney(product.currentPrice)} por {unitLabel(product.unit)}
              </dd>
              <dt className="text-slate-600">Stock</dt>
              <dd className="font-medium">
                {formatQuantity(product.stockQuantity, product.unit, { packs: product.packs })}
              </dd>
              <dt className="text-slate-600">Stock mínimo</dt>
              <dd className="font-medium">{formatQuantity(product.minStockQuantity, product.unit)}</dd>
              <dt className="text-slate-600">Categoría</dt>
              <dd className="font-medium">{product.category ?? '—'}</dd>
              {product.packs.length > 0 && (
                <>
                  <dt className="text-slate-600">Presentaciones de compra</dt>
                  <dd className="font-medium">
                    {product.packs.map((pack) => `${pack.name} ${formatQuantity(pack.quantity, pack.unit)}`).join(', ')}
                  </dd>
                </>
              )}
              <dt className="text-slate-600">Rendimiento</dt>
              <dd className="font-medium">{formatNumber(product.yieldPercent)} %</dd>
              <dt className="text-slate-600">Impuestos</dt>
              <dd className="font-medium">{productTaxText(product) ?? 'Sin dato'}</dd>
            </dl>
            <Button variant="outline" onClick={() => onEdit(product)}>
              Editar producto
            </Button>
            <BranchStockSection product={product} />
            <PriceComparisonSection productId={product.id} />
            <MovementHistory productId={product.id} unit={product.unit} packs={product.packs} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MovementHistory({ productId, unit, packs }: { productId: string; unit: string; packs: readonly Pack[] }) {
  const movements = useProductMovements(productId);
  return (
    <section aria-labelledby="movements-title" className="flex flex-col gap-2">
      <h3 id="movements-title" className="font-semibold">
        Historial de movimientos
      </h3>
      {movements.isPending ? (
        <Spinner />
      ) : !movements.data || movements.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Sin movimientos registrados.</p>
      ) : (
        <ol aria-label="Movimientos de stock" className="divide-y divide-slate-100 text-sm">
          {movements.data.items.map((movement) => {
            const positive = !movement.delta.startsWith('-');
            return (
              <li key={movement.id} className="flex items-center justify-between gap-3 py-2">
                <span className="flex flex-col">
                  <span className="font-medium">{MOVEMENT_REASON_LABELS[movement.reason]}</span>
                  <span className="text-xs text-slate-600">{formatDateTime(movement.createdAt)}</span>
                </span>
                <span className="text-right">
                  <span className={positive ? 'font-semibold text-brand-800' : 'font-semibold text-red-700'}>
                    {formatQuantityChange(movement.delta, unit)}
                  </span>
                  <span className="block text-xs text-slate-600">
                    Quedan {formatQuantity(movement.resultingStock, unit, { packs })}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {movements.data && movements.data.total > movements.data.items.length && (
        <p className="text-xs text-slate-600">
          Mostrando los {movements.data.items.length} movimientos más recientes de {movements.data.total}.
        </p>
      )}
    </section>
  );
}
