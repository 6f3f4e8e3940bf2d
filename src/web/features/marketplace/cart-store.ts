import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { CART_MESSAGES, cartInputOf, type Cart, type CartLine } from '@common/marketplace-cart';
import { toast } from '@web/lib/toast';
import { cartQuery } from './api/get-cart';
import { useSaveCart } from './api/save-cart';

/**
 * The cart lives on the server (decision 044). A change shows at once (the cached cart is
 * written) and is saved: a tap ('Agregar', −/+, remove) right away, a typed quantity a moment
 * after the last key (so "10" saves once), or when the field is left or the page goes away.
 */
export const CART_SAVE_DELAY_MS = 400;

const EMPTY: CartLine[] = [];
let pending: { timer: ReturnType<typeof setTimeout>; send: () => void } | undefined;

const cachedLines = (queryClient: QueryClient) => queryClient.getQueryData<Cart>(cartQuery.queryKey)?.lines ?? EMPTY;

/** Forgets a save not yet sent (after 'Crear Orden', the server has already emptied the cart). */
function cancelPendingSave() {
  if (pending) clearTimeout(pending.timer);
  pending = undefined;
}

/** Sends a typed quantity's save now rather than after the pause. */
export function flushCartSave() {
  const send = pending?.send;
  cancelPendingSave();
  send?.();
}

/** The cart, whether it is still loading, and a way to change it with the pure functions of @common/marketplace-cart. */
export function useCart() {
  const queryClient = useQueryClient();
  const saved = useQuery(cartQuery);
  const { mutate } = useSaveCart();

  useEffect(() => {
    window.addEventListener('pagehide', flushCartSave);
    return () => window.removeEventListener('pagehide', flushCartSave);
  }, []);

  const update = useCallback(
    (change: (cart: CartLine[]) => CartLine[], { typed = false } = {}) => {
      const lines = change(cachedLines(queryClient));
      queryClient.setQueryData<Cart>(cartQuery.queryKey, { lines, dropped: [] });
      const send = () => mutate(cartInputOf(cachedLines(queryClient)));
      cancelPendingSave();
      if (typed) pending = { timer: setTimeout(flushCartSave, CART_SAVE_DELAY_MS), send };
      else send();
    },
    [queryClient, mutate],
  );

  /** Empties the cart on screen only (the server already has). */
  const clearLocal = useCallback(() => {
    cancelPendingSave();
    queryClient.setQueryData<Cart>(cartQuery.queryKey, { lines: EMPTY, dropped: [] });
  }, [queryClient]);

  return { cart: saved.data?.lines ?? EMPTY, isLoading: saved.isPending, update, clearLocal };
}

/**
 * Products that left the marketplace since the cart was saved: says which, once, and saves the
 * cart without them. Used once, by the marketplace page.
 */
export function useCartDropNotice() {
  const { data } = useQuery(cartQuery);
  const { update } = useCart();
  const dropped = data?.dropped;
  useEffect(() => {
    if (!dropped?.length) return;
    toast.info(CART_MESSAGES.dropped(dropped));
    update((lines) => lines);
  }, [dropped, update]);
}
