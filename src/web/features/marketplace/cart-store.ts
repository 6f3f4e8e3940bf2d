import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Cart, CartLine } from '@common/marketplace-cart';
import { CART_MESSAGES, cartInputOf } from '@common/marketplace-cart-rules';
import { toast } from '@web/lib/toast';
import { cartQuery } from './api/get-cart';
import { useSaveCart } from './api/save-cart';

/**
 * The cart lives on the server (decision 044). A change shows at once (the cached cart is
 * written) and is saved: a tap ('Agregar', −/+, remove) right away, a typed quantity a moment
 * after the last key (so "10" saves once), or when the field is left or the page goes away.
 * One save is on its way at a time and the next sends the newest cart, so saves never land out
 * of order.
 */
export const CART_SAVE_DELAY_MS = 400;

const EMPTY: CartLine[] = [];
let typedTimer: ReturnType<typeof setTimeout> | undefined;
let sendLatest: (() => Promise<unknown>) | undefined;
let sending: Promise<unknown> | undefined;
let dirty = false;

const cachedLines = (queryClient: QueryClient) => queryClient.getQueryData<Cart>(cartQuery.queryKey)?.lines ?? EMPTY;

function send() {
  if (!sendLatest) return;
  dirty = false;
  sending = sendLatest()
    .catch(() => undefined)
    .finally(() => {
      sending = undefined;
      if (dirty) send();
    });
}

function requestSave() {
  clearTimeout(typedTimer);
  typedTimer = undefined;
  if (sending) dirty = true;
  else send();
}

/** Sends a typed quantity's save now rather than after the pause. */
export function flushCartSave() {
  if (typedTimer) requestSave();
}

/** The page is going away: the newest cart goes now (the save is kept alive), not after the one on its way. */
function saveBeforeLeaving() {
  if (typedTimer || dirty) {
    clearTimeout(typedTimer);
    typedTimer = undefined;
    dirty = false;
    void sendLatest?.().catch(() => undefined);
  }
}

/** Waits until every change is saved (before 'Crear Orden', so no save lands after the order). */
export async function settleCartSaves() {
  flushCartSave();
  while (sending) await sending;
}

/** The cart, whether it is still loading, and a way to change it with the pure functions of @common/marketplace-cart. */
export function useCart() {
  const queryClient = useQueryClient();
  const saved = useQuery(cartQuery);
  const { mutateAsync } = useSaveCart();

  useEffect(() => {
    window.addEventListener('pagehide', saveBeforeLeaving);
    return () => window.removeEventListener('pagehide', saveBeforeLeaving);
  }, []);

  const update = useCallback(
    (change: (cart: CartLine[]) => CartLine[], { typed = false } = {}) => {
      const lines = change(cachedLines(queryClient));
      queryClient.setQueryData<Cart>(cartQuery.queryKey, { lines, dropped: [] });
      sendLatest = () => mutateAsync(cartInputOf(cachedLines(queryClient)));
      if (!typed) return requestSave();
      clearTimeout(typedTimer);
      typedTimer = setTimeout(requestSave, CART_SAVE_DELAY_MS);
    },
    [queryClient, mutateAsync],
  );

  /** Empties the cart on screen only (the server already has, with the order). */
  const clearLocal = useCallback(() => {
    clearTimeout(typedTimer);
    typedTimer = undefined;
    dirty = false;
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
