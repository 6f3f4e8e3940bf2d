import { useEffect, useRef } from 'react';
import { useSearchParams } from '@web/lib/router';
import { CART_MESSAGES } from '@common/marketplace-cart-rules';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useRepeatOrderIntoCart } from './api/repeat-order';

/**
 * /marketplace?repetir={orderId}, where an order's 'Repetir pedido' leads: puts its lines in the
 * cart once, says which products are no longer offered, and opens the cart.
 */
export function useRepeatOrderFromLink(openCart: () => void) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('repetir');
  const { mutateAsync } = useRepeatOrderIntoCart();
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!orderId || done.current === orderId) return;
    done.current = orderId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('repetir');
        return next;
      },
      { replace: true },
    );
    mutateAsync(orderId).then(
      (cart) => {
        toast.success(CART_MESSAGES.repeated);
        if (cart.dropped.length) toast.info(CART_MESSAGES.notRepeated(cart.dropped));
        openCart();
      },
      (error: unknown) => toast.error(errorMessage(error, CART_MESSAGES.repeatFailed)),
    );
  }, [orderId, mutateAsync, openCart, setParams]);
}
