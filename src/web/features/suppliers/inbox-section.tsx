import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useInbox } from './api/inbox';
import { InboxOrderCard } from './inbox-order-card';

/** Marketplace orders addressed to the company, newest first. */
export function InboxSection() {
  const inbox = useInbox();
  return (
    <section aria-labelledby="pedidos-recibidos" className="flex flex-col gap-3">
      <h2 id="pedidos-recibidos" className="text-lg font-semibold">
        Pedidos recibidos
      </h2>
      {inbox.isPending ? (
        <Spinner />
      ) : inbox.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(inbox.error, 'No se pudieron cargar los pedidos')}
        </p>
      ) : inbox.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Aún no recibes pedidos.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {inbox.data.map((order) => (
            <li key={order.id}>
              <InboxOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
