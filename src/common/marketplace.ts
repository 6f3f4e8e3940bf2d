import { z } from 'zod';
import { searchText, multilineText } from './fields';
import { linesTotal } from './money';
import { MARKETPLACE_UNITS } from './suppliers';

export const MARKETPLACE_MESSAGES = {
  emptyCart: 'El carrito está vacío',
  productAdded: 'Producto agregado',
  orderSuccessTitle: 'Orden(es) creada(s) exitosamente',
  orderSuccessDescription: 'Se crearon órdenes separadas por proveedor',
  orderFailed: 'Error al crear la orden',
  unavailable: 'Uno de los productos ya no está disponible',
  belowMinimum: (name: string, minimum: string) => `La cantidad mínima de ${name} es ${minimum}`,
} as const;

export const listingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  unit: z.enum(MARKETPLACE_UNITS),
  price: z.string(),
  minOrderQuantity: z.string(),
  imageUrl: z.string().nullable(),
  supplierCompanyId: z.uuid(),
  supplierName: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingQuerySchema = z.object({
  search: searchText(),
  category: searchText(100),
  limit: z.coerce.number().int().min(1).max(100).default(60),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/**
 * A page of the listing. `hasMore` says whether another page follows; there is no total: counting
 * every match of a common term cost more than the page (decision 040).
 */
export const listingPageSchema = z.object({ items: z.array(listingSchema), hasMore: z.boolean() });
export type ListingPage = z.infer<typeof listingPageSchema>;

export const cartOrderInputSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.uuid('Producto inválido'),
        quantity: z.coerce.number('Cantidad inválida').positive('La cantidad debe ser mayor que 0').max(1_000_000),
      }),
      MARKETPLACE_MESSAGES.emptyCart,
    )
    .min(1, MARKETPLACE_MESSAGES.emptyCart)
    .max(200),
  notes: multilineText()
    .trim()
    .max(1000, 'Las notas no pueden superar los 1000 caracteres')
    .nullish()
    .transform((value) => value || null),
});
export type CartOrderInput = z.input<typeof cartOrderInputSchema>;

/** SPEC §3 cart line (client only). */
export interface CartLine {
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: string;
  unit: string;
  supplierCompanyId: string;
  supplierName: string;
}

/** SPEC §4: 'Agregar' adds a line with quantity 1 or increments it. */
export function addToCart(cart: CartLine[], line: Omit<CartLine, 'quantity'>): CartLine[] {
  const existing = cart.find((item) => item.productId === line.productId);
  if (existing) return cart.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item));
  return [...cart, { ...line, supplierName: line.supplierName || 'Proveedor', quantity: 1 }];
}

/** Steps a line's quantity; a line that would reach 0 or less is dropped. */
export function stepCartLine(cart: CartLine[], productId: string, step: number): CartLine[] {
  return cart.flatMap((item) => {
    if (item.productId !== productId) return [item];
    const quantity = item.quantity + step;
    return quantity <= 0 ? [] : [{ ...item, quantity }];
  });
}

export const removeCartLine = (cart: CartLine[], productId: string) =>
  cart.filter((item) => item.productId !== productId);
export const cartTotal = (cart: CartLine[]) =>
  linesTotal(cart.map((item) => ({ quantity: String(item.quantity), unitPrice: item.unitPrice })));
export const cartItemCount = (cart: CartLine[]) => cart.reduce((count, item) => count + item.quantity, 0);

/** SPEC §9: 'ORD-{timestamp}-{first 8 characters of the supplier id}'. */
export const marketplaceOrderNumber = (timestamp: number, supplierCompanyId: string) =>
  `ORD-${timestamp}-${supplierCompanyId.slice(0, 8)}`;
