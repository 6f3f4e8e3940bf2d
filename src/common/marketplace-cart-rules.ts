import type { CartInput, CartLine } from './marketplace-cart';
import { compareDecimals, linesTotal, roundDecimal, sumDecimals } from './money';
import { formatQuantity, plainQuantity } from './quantity-format';
import { isMeasure, MEASURES, unitCodeOf } from './units';

/**
 * The marketplace cart (decision 044): kept on the server per restaurant, with the supplier's
 * minimum and the unit's steps shown and checked before 'Crear Orden'. Its messages, limits and line
 * rules, without zod (docs/decisions/059); marketplace-cart.ts holds the schemas.
 */
export const CART_MESSAGES = {
  quantityRequired: 'La cantidad es requerida',
  positive: 'La cantidad debe ser mayor que 0',
  tooLarge: 'La cantidad no puede ser mayor que 1,000,000',
  tooManyLines: 'El carrito admite hasta 200 productos',
  duplicate: 'Un producto aparece dos veces en el carrito',
  minimum: (minimum: string) => `Mínimo ${minimum}`,
  whole: 'Solo cantidades enteras',
  belowMinimum: (name: string, minimum: string) => `La cantidad mínima de ${name} es ${minimum}`,
  notWhole: (name: string) => `La cantidad de ${name} debe ser un número entero`,
  blocked: 'Ajusta las cantidades marcadas para crear la orden',
  dropped: (names: readonly string[]) =>
    names.length === 1
      ? `${names[0]} ya no está disponible y se quitó del carrito`
      : `${names.join(', ')} ya no están disponibles y se quitaron del carrito`,
  saveFailed: 'No se pudo guardar el carrito',
  repeated: 'Pedido agregado al carrito',
  repeatFailed: 'No se pudo repetir el pedido',
  notRepeated: (names: readonly string[]) =>
    names.length === 1
      ? `${names[0]} ya no está disponible y no se agregó al carrito`
      : `${names.join(', ')} ya no están disponibles y no se agregaron al carrito`,
} as const;

export const MAX_CART_LINES = 200;

/** Whether a unit is sold in whole numbers (pieces, boxes, packets) or measured (kg, lb, l). */
export function isWholeUnit(unit: string): boolean {
  const code = unitCodeOf(unit);
  return !(code && isMeasure(code) && MEASURES[code].dimension !== 'count');
}

/** The quantity field's step and decimals for a unit: 0.001 kg or l, whole pieces and boxes. */
export const quantityStep = (unit: string) =>
  isWholeUnit(unit)
    ? { step: '1', decimals: 0, inputMode: 'numeric' as const }
    : { step: '0.001', decimals: 3, inputMode: 'decimal' as const };

/** "Mínimo 10 kg", as the card and the cart show it. */
export const minimumLabel = (minimum: string, unit: string) => CART_MESSAGES.minimum(formatQuantity(minimum, unit));

export type LineProblem = { kind: 'below_minimum' | 'not_whole'; short: string; message: string };

/**
 * What keeps a line from being ordered: less than the supplier's minimum, or a fraction of a unit
 * sold whole. The one rule of the cart and of the server's order check.
 */
export function cartLineProblem(line: {
  productName: string;
  quantity: string;
  unit: string;
  minOrderQuantity: string;
}): LineProblem | null {
  if (isWholeUnit(line.unit) && compareDecimals(line.quantity, roundDecimal(line.quantity, 0)) !== 0) {
    return {
      kind: 'not_whole',
      short: CART_MESSAGES.whole,
      message: CART_MESSAGES.notWhole(line.productName),
    };
  }
  if (compareDecimals(line.quantity, line.minOrderQuantity) < 0) {
    const minimum = formatQuantity(line.minOrderQuantity, line.unit);
    return {
      kind: 'below_minimum',
      short: CART_MESSAGES.minimum(minimum),
      message: CART_MESSAGES.belowMinimum(line.productName, minimum),
    };
  }
  return null;
}

/** 'Agregar': a new line starts at the supplier's minimum (at least one unit); an existing one gains a unit. */
export function addToCart(cart: CartLine[], line: Omit<CartLine, 'quantity'>): CartLine[] {
  const existing = cart.find((item) => item.productId === line.productId);
  if (existing) return setCartQuantity(cart, line.productId, sumDecimals([existing.quantity, 1], 3));
  const start = compareDecimals(line.minOrderQuantity, 1) > 0 ? line.minOrderQuantity : '1';
  return [
    ...cart,
    { ...line, supplierName: line.supplierName || 'Proveedor', quantity: plainQuantity(roundDecimal(start, 3)) },
  ];
}

/** A typed quantity for one line. */
export function setCartQuantity(cart: CartLine[], productId: string, quantity: string): CartLine[] {
  const plain = plainQuantity(roundDecimal(quantity, 3));
  return cart.map((item) => (item.productId === productId ? { ...item, quantity: plain } : item));
}

/** −/+ by one unit; a line that would reach 0 or less is dropped. */
export function stepCartLine(cart: CartLine[], productId: string, step: 1 | -1): CartLine[] {
  return cart.flatMap((item) => {
    if (item.productId !== productId) return [item];
    const quantity = sumDecimals([item.quantity, step], 3);
    return compareDecimals(quantity, 0) <= 0 ? [] : [{ ...item, quantity: plainQuantity(quantity) }];
  });
}

export const removeCartLine = (cart: CartLine[], productId: string) =>
  cart.filter((item) => item.productId !== productId);
export const cartTotal = (cart: CartLine[]) =>
  linesTotal(cart.map((item) => ({ quantity: item.quantity, unitPrice: item.unitPrice })));
/** The badge counts products, not kilograms: 10 kg of onion is one article. */
export const cartItemCount = (cart: CartLine[]) => cart.length;
/** What the server stores of a cart. */
export const cartInputOf = (cart: CartLine[]): CartInput => ({
  lines: cart.map((line) => ({ productId: line.productId, quantity: line.quantity })),
});
