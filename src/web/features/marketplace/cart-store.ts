import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { CartLine } from '@common/marketplace';

/** SPEC §3: the cart lives on the client; it survives a reload in local storage under this key. */
export const CART_STORAGE_KEY = 'alacena.cart';

const cartSchema = z.array(
  z.object({
    productId: z.string(),
    productName: z.string(),
    quantity: z.number().positive(),
    unitPrice: z.string(),
    unit: z.string(),
    supplierCompanyId: z.string(),
    supplierName: z.string(),
  }),
);

const EMPTY: CartLine[] = [];

/** A stored cart from an older version or edited by hand is dropped rather than trusted. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return EMPTY;
  try {
    const parsed = cartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; cart: CartLine[] } = { raw: null, cart: EMPTY };

function storedRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return snapshot.raw;
  }
}

function readCart(): CartLine[] {
  const raw = storedRaw();
  if (raw !== snapshot.raw) snapshot = { raw, cart: parseCart(raw) };
  return snapshot.cart;
}

function writeCart(cart: CartLine[]) {
  const raw = cart.length ? JSON.stringify(cart) : null;
  snapshot = { raw, cart: cart.length ? cart : EMPTY };
  try {
    if (raw) window.localStorage.setItem(CART_STORAGE_KEY, raw);
    else window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => event.key === CART_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart and a way to change it with the pure functions of @common/marketplace. */
export function useCart() {
  const cart = useSyncExternalStore(subscribe, readCart, () => EMPTY);
  const update = useCallback((change: (cart: CartLine[]) => CartLine[]) => writeCart(change(readCart())), []);
  return { cart, update };
}
