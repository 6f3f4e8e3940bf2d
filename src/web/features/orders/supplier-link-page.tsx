import { useState, type ReactNode } from 'react';
import { useParams } from '@web/lib/router';
import { formatMoney } from '@common/money';
import { ORDER_LINK_MESSAGES, type LinkedOrder } from '@common/order-links';
import { formatLineQuantity } from '@common/order-units';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { formatLongDate } from '@web/lib/format-date';
import { useLinkedOrder } from './api/get-linked-order';
import { useUpdateLinkedOrder } from './api/update-linked-order';
import { askedText } from './line-text';
import { LinkedOrderForm } from './linked-order-form';

/**
 * /pedido/:token — the page an own-contact supplier opens from the order's message, without an
 * account (decision 047): the order's lines, "Confirmar pedido" with quantities and prices to adjust,
 * then "Marcar en camino". A link that does not work shows `notFound`.
 */
export function SupplierLinkPage({ notFound }: { notFound: ReactNode }) {
  const { token = '' } = useParams();
  const query = useLinkedOrder(token);
  if (query.error instanceof ApiError && query.error.status === 404) return notFound;
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-lg min-w-0 flex-col gap-4 bg-white px-4 py-6">
      {query.data ? (
        <LinkedOrderView token={token} order={query.data} />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          No se pudo cargar el pedido. Revisa tu conexión e intenta de nuevo.
        </p>
      ) : (
        <Spinner className="mx-auto mt-24" />
      )}
    </main>
  );
}

function LinkedOrderView({ token, order }: { token: string; order: LinkedOrder }) {
  const update = useUpdateLinkedOrder(token);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (step: Parameters<typeof update.mutateAsync>[0], message: string) => {
    setError(null);
    try {
      await update.mutateAsync(step);
      setDone(message);
    } catch (caught) {
      setError(errorMessage(caught, 'Error al procesar la solicitud'));
    }
  };

  return (
    <>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-slate-600">Pedido de {order.restaurantName}</p>
        <h1 className="text-2xl font-bold break-words">Pedido {order.orderNumber}</h1>
        <p className="text-sm break-words text-slate-600">
          Para {order.supplierName} · {formatLongDate(order.orderDate)}
        </p>
        <div>
          <OrderStatusBadge status={order.status} />
        </div>
      </header>
      {done && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {order.notes && (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium">Notas</p>
          <p className="break-words whitespace-pre-line text-slate-700">{order.notes}</p>
        </div>
      )}
      {order.status === 'pendiente' ? (
        <LinkedOrderForm
          order={order}
          pending={update.isPending}
          onConfirm={(lines) => void run({ action: 'confirm', lines }, ORDER_LINK_MESSAGES.confirmed)}
        />
      ) : (
        <LinkedOrderLines order={order} />
      )}
      {order.status === 'confirmada' && (
        <Button disabled={update.isPending} onClick={() => void run({ action: 'ship' }, ORDER_LINK_MESSAGES.shipped)}>
          {update.isPending ? 'Guardando...' : 'Marcar en camino'}
        </Button>
      )}
      {order.status === 'en_camino' && (
        <p className="text-sm text-slate-700">El pedido va en camino. El restaurante lo recibirá al llegar.</p>
      )}
      <p className="text-xs text-slate-500">
        Este enlace es solo para este pedido y vence el {formatLongDate(order.expiresAt)}.
      </p>
    </>
  );
}

function LinkedOrderLines({ order }: { order: LinkedOrder }) {
  return (
    <section aria-label="Productos del pedido" className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <span className="flex min-w-0 flex-col">
              <span className="font-medium break-words">{item.productName}</span>
              <span className="text-slate-600">
                {formatLineQuantity(item.quantity, item.unit, item.pack)} a {formatMoney(item.unitPrice)}
              </span>
              {askedText(item) && <span className="text-amber-900">Pidieron: {askedText(item)}</span>}
            </span>
            <span className="font-medium whitespace-nowrap">{formatMoney(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between text-base font-semibold">
        <span>Total</span>
        <span>{formatMoney(order.totalAmount)}</span>
      </p>
    </section>
  );
}
