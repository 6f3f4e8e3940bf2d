import { Pencil, Trash2 } from 'lucide-react';
import type { ProductListItem } from '@common/inventory';
import { INVENTORY_TOASTS } from '@common/inventory-rules';
import { isLowStock } from '@common/low-stock';
import { formatMoney } from '@common/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatQuantity } from '@common/quantity-format';

interface Props {
  products: ProductListItem[];
  onOpen: (product: ProductListItem) => void;
  onEdit: (product: ProductListItem) => void;
  onDelete: (product: ProductListItem) => void;
}

/** The server sends products ordered by supplier, so consecutive items form the groups. */
function groupBySupplier(products: ProductListItem[]) {
  const groups: Array<{ key: string; title: string; items: ProductListItem[] }> = [];
  for (const product of products) {
    const key = product.supplierId ?? 'none';
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(product);
    else groups.push({ key, title: product.supplierName ?? INVENTORY_TOASTS.noSupplier, items: [product] });
  }
  return groups;
}

export function ProductList({ products, onOpen, onEdit, onDelete }: Props) {
  return (
    <div className="flex flex-col gap-4">
      {groupBySupplier(products).map((group) => (
        <section
          key={group.key}
          aria-label={group.title}
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <h2 className="border-b border-slate-100 px-4 py-2 font-semibold">{group.title}</h2>
          <ul className="divide-y divide-slate-100">
            {group.items.map((product) => (
              <ProductRow key={product.id} product={product} onOpen={onOpen} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ProductRow({ product, onOpen, onEdit, onDelete }: { product: ProductListItem } & Omit<Props, 'products'>) {
  // The product's own minimum, as everywhere else (decision 035).
  const low = isLowStock(product);
  return (
    <li className="flex items-center gap-2 px-4 py-2 offscreen-lazy" data-testid="product-row">
      <button
        type="button"
        className="min-h-11 min-w-0 flex-1 text-left"
        onClick={() => onOpen(product)}
        aria-label={`Ver ${product.name}`}
      >
        <span className="block truncate font-medium">{product.name}</span>
        <span className="block text-sm text-slate-600">
          {product.branchStock !== undefined &&
            `${formatQuantity(product.branchStock, product.unit, { packs: product.packs })} aquí de `}
          {formatQuantity(product.stockQuantity, product.unit, { packs: product.packs })} ·{' '}
          {formatMoney(product.currentPrice)}
          {product.category ? ` · ${product.category}` : ''}
        </span>
      </button>
      <Badge variant={low ? 'warning' : 'success'}>{low ? 'Bajo' : 'OK'}</Badge>
      <Button variant="ghost" size="icon" aria-label={`Editar ${product.name}`} onClick={() => onEdit(product)}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Eliminar ${product.name}`} onClick={() => onDelete(product)}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
