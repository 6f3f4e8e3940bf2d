import { Link2 } from 'lucide-react';
import { ORDER_LINK_MESSAGES, type OrderLink } from '@common/order-links';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { formatLongDate } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { useRenewOrderLink } from './api/renew-order-link';

/**
 * The order's confirmation link as the message carries it, when it expires, and "Generar enlace
 * nuevo" for an expired or leaked one (the old one stops working, decision 047).
 */
export function OrderLinkNote({ orderId, link, url }: { orderId: string; link: OrderLink | null; url: string | null }) {
  const renew = useRenewOrderLink(orderId);
  const run = async () => {
    try {
      await renew.mutateAsync();
      toast.success(ORDER_LINK_MESSAGES.renewed);
    } catch (error) {
      toast.error(errorMessage(error, 'Error al procesar la solicitud'));
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      {link && url ? (
        <>
          <p>
            El mensaje lleva este enlace para que el proveedor confirme o ajuste la orden (vence el{' '}
            {formatLongDate(link.expiresAt)}):
          </p>
          <p className="font-mono text-xs break-all text-slate-900" data-testid="order-link">
            {url}
          </p>
        </>
      ) : (
        <p>Esta orden no tiene un enlace de confirmación vigente.</p>
      )}
      <Button variant="outline" className="self-start" disabled={renew.isPending} onClick={() => void run()}>
        <Link2 aria-hidden /> {link ? 'Generar enlace nuevo' : 'Generar enlace'}
      </Button>
    </div>
  );
}
