import { z } from 'zod';

/** SPEC §2 /alertas and §8 texts. */
export const ALERT_TEXTS = {
  noSupplier: 'Sin proveedor',
  markRead: 'Marcar como leída',
  markedRead: 'Alerta marcada como leída',
  readSection: 'Alertas Leídas',
  empty: 'No hay alertas de precio',
  notFound: 'Alerta no encontrada',
} as const;

/** A recipe that uses the alert's product, costed with the old and with the new price. */
export const alertRecipeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  oldCost: z.string(),
  newCost: z.string(),
});
export type AlertRecipe = z.infer<typeof alertRecipeSchema>;

export const priceAlertSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  unit: z.string(),
  supplierName: z.string().nullable(),
  oldPrice: z.string(),
  newPrice: z.string(),
  /** Null when the old price was 0 (no percentage). */
  priceChangePercent: z.string().nullable(),
  isRead: z.boolean(),
  alertDate: z.string(),
  recipes: z.array(alertRecipeSchema),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** Unread first, then read; newest first within each. */
export const ALERT_LIST_LIMIT = 200;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
