import { z } from 'zod';
import { AD_MESSAGES, AD_POSITIONS } from './ads-rules';
import { lineText } from './fields';

export * from './ads-rules';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const adPositionSchema = z.enum(AD_POSITIONS, AD_MESSAGES.invalidPosition);

/** The text fields of the new-ad form (the image travels beside them in the multipart body). */
export const adFieldsSchema = z.object({
  title: lineText(AD_MESSAGES.titleRequired)
    .trim()
    .min(1, AD_MESSAGES.titleRequired)
    .max(200, AD_MESSAGES.titleTooLong),
  position: adPositionSchema.default('dashboard'),
  linkUrl: z.preprocess(
    emptyToUndefined,
    lineText()
      .trim()
      .max(2000, AD_MESSAGES.invalidUrl)
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: AD_MESSAGES.invalidUrl }))
      .optional(),
  ),
});
export type AdFieldsInput = z.input<typeof adFieldsSchema>;
export type AdFields = z.output<typeof adFieldsSchema>;

export const adSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: adPositionSchema,
  linkUrl: z.string().nullable(),
  imageUrl: z.string(),
  isActive: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** clicks / impressions × 100 with 2 decimals; '0.00' without impressions. */
  ctr: z.string(),
  createdAt: z.string(),
});
export type Ad = z.infer<typeof adSchema>;

export const slotAdSchema = adSchema.pick({ id: true, title: true, linkUrl: true, imageUrl: true });
export type SlotAd = z.infer<typeof slotAdSchema>;

export const slotQuerySchema = z.object({ position: adPositionSchema });
export const toggleAdSchema = z.object({ isActive: z.boolean('Estado inválido') });
