import { z } from 'zod';
import { productPacksSchema } from './product-units';

/** SPEC §9: the low-stock list is capped at 5 items. */
export const LOW_STOCK_LIST_LIMIT = 5;

export const lowStockItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stockQuantity: z.string(),
  minStockQuantity: z.string(),
  unit: z.string(),
  packs: productPacksSchema,
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/**
 * The first-run checklist (decision 029): each step is done once the restaurant has one of it,
 * and the checklist is hidden when all are.
 */
export const firstStepsSchema = z.object({
  contact: z.boolean(),
  product: z.boolean(),
  recipe: z.boolean(),
  order: z.boolean(),
  receipt: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;

export const dashboardSchema = z.object({
  productCount: z.number().int(),
  contactCount: z.number().int(),
  unreadAlertCount: z.number().int(),
  pendingOrderCount: z.number().int(),
  /** Σ stock × price, exact, 2 decimals. */
  inventoryValue: z.string(),
  lowStockCount: z.number().int(),
  lowStock: z.array(lowStockItemSchema),
  firstSteps: firstStepsSchema,
  /** Each branch's share of the inventory value, main first; empty without branches (decision 056). */
  branchValues: z.array(z.object({ locationId: z.uuid(), locationName: z.string(), value: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
