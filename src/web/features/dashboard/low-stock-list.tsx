import type { LowStockItem } from '@common/dashboard';
import { formatQuantity } from '@common/quantity-format';

/** The products below their minimum: "Aceite de oliva · 750 ml / 2 l", in the readable unit, whole packs as "1 caja (25 kg)" (decision 038). */
export function LowStockList({ items }: { items: LowStockItem[] }) {
  return (
    <ul aria-label="Productos con stock bajo" className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 py-2">
          <span className="min-w-0 font-medium break-words">{item.name}</span>
          <span className="text-sm text-slate-700">
            {formatQuantity(item.stockQuantity, item.unit, { packs: item.packs })} /{' '}
            {formatQuantity(item.minStockQuantity, item.unit, { packs: item.packs })}
          </span>
        </li>
      ))}
    </ul>
  );
}
