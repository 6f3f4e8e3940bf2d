import { lazyDialog } from '@web/components/lazy-dialog';
import { Plus, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from '@web/lib/router';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useOrders } from './api/get-orders';
import { OrderCard } from './order-card';

const OrderDetailDialog = lazyDialog(
  async () => (await import('./order-detail-dialog')).OrderDetailDialog,
  (props) => props.order !== null,
);

/** SPEC §2 /ordenes: the purchase order history, newest first; a card opens the order. */
export function OrdersPage({ ad }: { ad?: ReactNode }) {
  const orders = useOrders();
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = orders.data?.find((order) => order.id === openId) ?? null;

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Órdenes de compra</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/ordenes/sugerido">
              <Sparkles aria-hidden /> Pedido sugerido
            </Link>
          </Button>
          <Button asChild>
            <Link to="/ordenes/nueva">
              <Plus aria-hidden /> Nueva orden
            </Link>
          </Button>
        </div>
      </div>
      {ad}
      {orders.isPending ? (
        <Spinner className="mx-auto" />
      ) : orders.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar las órdenes.
        </p>
      ) : orders.data.length === 0 ? (
        <p className="py-8 text-center text-slate-600">No hay órdenes de compra</p>
      ) : (
        <ul aria-label="Órdenes de compra" className="flex flex-col gap-3">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} onOpen={(item) => setOpenId(item.id)} />
          ))}
        </ul>
      )}
      <OrderDetailDialog order={opened} onClose={() => setOpenId(null)} />
    </main>
  );
}
