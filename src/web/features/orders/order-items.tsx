import type { OrderDetail } from '@common/orders';
import { formatMoney } from '@common/money';
import { formatQuantity } from '@web/lib/format-quantity';

/** The lines, the total and the notes of an order. */
export function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <section aria-label="Productos de la orden" className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="order-items">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{item.productName}</span>
              <span className="text-slate-600">
                {formatQuantity(item.quantity)} {item.unit ?? ''} × {formatMoney(item.unitPrice)}
              </span>
              {item.receivedQuantity !== null && (
                <span className="text-slate-600">
                  Recibido: {formatQuantity(item.receivedQuantity)} {item.unit ?? ''}
                </span>
              )}
            </span>
            <span className="font-medium">{formatMoney(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between text-base font-semibold">
        <span>Total</span>
        <span data-testid="order-detail-total">{formatMoney(order.totalAmount)}</span>
      </p>
      {order.notes && (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium">Notas</p>
          <p className="whitespace-pre-line text-slate-700">{order.notes}</p>
        </div>
      )}
    </section>
  );
}
