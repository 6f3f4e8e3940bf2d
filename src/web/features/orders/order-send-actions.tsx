import { Copy, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { normalizeMexicanWhatsapp, orderMessage, whatsappLink, type OrderDetail } from '@common/orders';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { useSession } from '@web/lib/session';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';

/** SPEC §8: the copy-hint toast lasts 5 s. */
const COPY_HINT_DURATION = 5000;

/** "Enviar por WhatsApp" (only with a number that can be Mexican) and "Copiar pedido". */
export function OrderSendActions({ order }: { order: OrderDetail }) {
  const { user } = useSession();
  const restaurant = useRestaurant();
  const [copyFailed, setCopyFailed] = useState(false);
  const businessName = restaurant.data?.info?.restaurantName ?? user?.businessName ?? null;
  const message = orderMessage(order, businessName);
  const whatsapp = normalizeMexicanWhatsapp(order.supplierWhatsapp);

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

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        {whatsapp && (
          <Button asChild variant="outline">
            <a href={whatsappLink(whatsapp, message)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden /> Enviar por WhatsApp
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
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
