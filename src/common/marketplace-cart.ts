import { z } from 'zod';
import { decimalField } from './fields';
import { CART_MESSAGES, MAX_CART_LINES } from './marketplace-cart-rules';
import { compareDecimals } from './money';
import { MARKETPLACE_UNITS } from './suppliers';

export * from './marketplace-cart-rules';

// The marketplace cart's schemas (decision 044).

/** A quantity in the cart: a positive decimal with at most 3 places (grams of a kilo), kept exact. */
export const cartQuantityField = () =>
  decimalField(CART_MESSAGES.quantityRequired, 3)
    .refine((value) => compareDecimals(value, '0') > 0, CART_MESSAGES.positive)
    .refine((value) => compareDecimals(value, '1000000') <= 0, CART_MESSAGES.tooLarge);

export const cartInputSchema = z.object({
  lines: z
    .array(z.object({ productId: z.uuid('Producto inválido'), quantity: cartQuantityField() }))
    .max(MAX_CART_LINES, CART_MESSAGES.tooManyLines)
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, CART_MESSAGES.duplicate),
});
export type CartInput = z.input<typeof cartInputSchema>;

export const cartLineSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  quantity: z.string(),
  unit: z.enum(MARKETPLACE_UNITS),
  unitPrice: z.string(),
  minOrderQuantity: z.string(),
  supplierCompanyId: z.uuid(),
  supplierName: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The saved cart; `dropped` names the lines whose product left the marketplace since it was saved. */
export const cartSchema = z.object({ lines: z.array(cartLineSchema), dropped: z.array(z.string()) });
export type Cart = z.infer<typeof cartSchema>;
