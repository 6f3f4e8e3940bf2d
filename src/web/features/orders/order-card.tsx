import type { OrderSummary } from '@common/orders';
import { formatMoney } from '@common/money';
import { formatDate } from '@web/lib/format-date';
import { OrderStatusBadge } from '@web/components/order-status-badge';

/** One order of the history; the whole card opens its detail. */
export function OrderCard({ order, onOpen }: { order: OrderSummary; onOpen: (order: OrderSummary) => void }) {
  return (
    <li data-testid="order-card">
      <button
        type="button"
        onClick={() => onOpen(order)}
        className="flex w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <span className="flex w-full items-start justify-between gap-2">
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold" data-testid="order-number">
              {order.orderNumber}
            </span>
            <span className="truncate text-sm text-slate-700">{order.supplierName}</span>
          </span>
          <OrderStatusBadge status={order.status} />
        </span>
        <span className="flex w-full items-end justify-between gap-2 text-sm text-slate-600">
          <span>
            {formatDate(order.orderDate)} · {order.itemCount} {order.itemCount === 1 ? 'producto' : 'productos'}
          </span>
          <span className="text-base font-semibold text-slate-900" data-testid="order-total">
            {formatMoney(order.totalAmount)}
          </span>
        </span>
      </button>
    </li>
  );
}
