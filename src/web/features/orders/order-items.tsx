import type { OrderDetail } from '@common/orders';
import { formatMoney } from '@common/money';
import { formatLineQuantity } from '@common/order-units';
import { askedText, priceText } from './line-text';

/** The lines, the total and the notes of an order. */
export function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <section aria-label="Productos de la orden" className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="order-items">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <span className="flex min-w-0 flex-col">
              <span className="font-medium break-words">{item.productName}</span>
              <span className="text-slate-600">
                {formatLineQuantity(item.quantity, item.unit, item.pack)}
                {priceText({ ...item, quantity: item.receivedQuantity ?? item.quantity })}
              </span>
              {askedText(item) && (
                <span className="text-amber-900" data-testid="order-item-original">
                  Pediste: {askedText(item)}
                </span>
              )}
              {item.receivedQuantity !== null && (
                <span className="text-slate-600">
                  Recibido: {formatLineQuantity(item.receivedQuantity, item.unit, item.pack)}
                </span>
              )}
            </span>
            <span className="font-medium whitespace-nowrap">{formatMoney(item.totalPrice)}</span>
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
