import { z } from 'zod';
import { searchText, multilineText } from './fields';
import { cartQuantityField } from './marketplace-cart';
import { MARKETPLACE_MESSAGES } from './marketplace-rules';
import { MARKETPLACE_UNITS } from './suppliers';

export * from './marketplace-rules';

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
        quantity: cartQuantityField(),
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
