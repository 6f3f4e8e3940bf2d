import { Copy, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import {
  normalizeMexicanWhatsapp,
  ORDER_MESSAGES,
  orderEmailSubject,
  orderMessage,
  whatsappLink,
  type OrderDetail,
} from '@common/orders';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { useSession } from '@web/lib/session';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { errorMessage } from '@web/lib/api-client';
import { useOrderLink } from './api/get-order-link';
import { useSendOrderEmail } from './api/send-order-email';
import { OrderLinkNote } from './order-link-note';

/** SPEC §8: the copy-hint toast lasts 5 s. */
const COPY_HINT_DURATION = 5000;

/**
 * "Enviar por WhatsApp" (only with a number that can be Mexican), "Enviar por correo" and "Copiar
 * pedido"; while the order is open the message carries its confirmation link (decision 047).
 * "Enviar por correo" sends through the server when the contact has an e-mail and the order is open
 * (decision 053), else opens the user's mail app with the message (mailto:).
 */
export function OrderSendActions({ order, open }: { order: OrderDetail; open: boolean }) {
  const { user } = useSession();
  const restaurant = useRestaurant();
  const current = useOrderLink(order.id, open);
  const [copyFailed, setCopyFailed] = useState(false);
  const businessName = restaurant.data?.info?.restaurantName ?? user?.businessName ?? null;
  const link = open ? (current.data?.link ?? null) : null;
  const url = link && `${window.location.origin}${link.path}`;
  const message = orderMessage(order, businessName, url);
  const whatsapp = normalizeMexicanWhatsapp(order.supplierWhatsapp);
  const mail = `mailto:?subject=${encodeURIComponent(orderEmailSubject(order.orderNumber))}&body=${encodeURIComponent(message)}`;
  const sendEmail = useSendOrderEmail(order.id);

  // With the contact's e-mail the server sends it (decision 053); without, the user's mail app opens.
  const send = async () => {
    try {
      const { sentTo } = await sendEmail.mutateAsync();
      toast.success(ORDER_MESSAGES.emailSent(sentTo));
    } catch (error) {
      toast.error(ORDER_MESSAGES.emailFailed, { description: errorMessage(error, '') || undefined });
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast.success('Pedido copiado al portapapeles');
    } catch {
      setCopyFailed(true);
      toast.error('Error al copiar el mensaje', {
        description: 'Copia el mensaje manualmente',
        duration: COPY_HINT_DURATION,
      });
    }
  };

  // Sending before the link is known would send the order without it.
  if (open && current.isPending) return <Spinner className="mx-auto" />;
  return (
    <div className="flex flex-col gap-3">
      {open && <OrderLinkNote orderId={order.id} link={link} url={url} />}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {whatsapp && (
          <Button asChild variant="outline">
            <a href={whatsappLink(whatsapp, message)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden /> Enviar por WhatsApp
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </Button>
        )}
        {order.supplierEmail && open ? (
          <Button variant="outline" onClick={() => void send()} disabled={sendEmail.isPending}>
            <Mail aria-hidden /> {sendEmail.isPending ? 'Enviando...' : 'Enviar por correo'}
          </Button>
        ) : (
          <Button asChild variant="outline">
            <a href={mail}>
              <Mail aria-hidden /> Enviar por correo
            </a>
          </Button>
        )}
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copiar pedido
        </Button>
      </div>
      {copyFailed && (
        <FormField label="Mensaje del pedido" htmlFor={`order-message-${order.id}`}>
          <Textarea
            id={`order-message-${order.id}`}
            readOnly
            rows={8}
            value={message}
            onFocus={(event) => event.currentTarget.select()}
          />
        </FormField>
      )}
    </div>
  );
}
