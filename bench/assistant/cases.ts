/**
 * What a benchmark question must be answered with. Each kind names a figure the bench computes by
 * SQL over the seeded data (expected.ts), independently of the engine's code.
 * Periods are [from, to) calendar days in America/Mexico_City; the bench's "today" is Monday 15 June 2026.
 */
export type Expect =
  | { kind: 'stock'; product: string }
  | { kind: 'currentPrice'; product: string }
  | { kind: 'lastPaid'; product: string }
  | { kind: 'cheapestSupplier'; product: string }
  | { kind: 'spend'; from: string; to: string; supplier?: string; product?: string }
  | { kind: 'supplierCount' }
  | { kind: 'openOrders' }
  | { kind: 'priceMove'; direction: 'up' | 'down'; from: string; to: string }
  | { kind: 'recipeCost'; recipe: string }
  | { kind: 'portions'; recipe: string }
  | { kind: 'lowStock' }
  | { kind: 'categoryValue'; category: string }
  | { kind: 'inventoryValue' }
  | { kind: 'lastOrder' };

export interface BenchCase {
  /** Earlier user questions of the same conversation, oldest first (their answers are produced by the engine). */
  history?: string[];
  question: string;
  expect: Expect;
}

export const TODAY = '2026-06-15';
/** Days of price history a question without a period looks at. */
export const TREND_FROM = '2026-03-17';
export const TOMORROW = '2026-06-16';

export const stock = (product: string): Expect => ({ kind: 'stock', product });
export const currentPrice = (product: string): Expect => ({ kind: 'currentPrice', product });
export const lastPaid = (product: string): Expect => ({ kind: 'lastPaid', product });
export const cheapest = (product: string): Expect => ({ kind: 'cheapestSupplier', product });
export const spend = (from: string, to: string, filter: { supplier?: string; product?: string } = {}): Expect => ({
  kind: 'spend',
  from,
  to,
  ...filter,
});
export const rose = (from = TREND_FROM, to = TOMORROW): Expect => ({ kind: 'priceMove', direction: 'up', from, to });
export const fell = (from = TREND_FROM, to = TOMORROW): Expect => ({ kind: 'priceMove', direction: 'down', from, to });
export const recipeCost = (recipe: string): Expect => ({ kind: 'recipeCost', recipe });
export const portions = (recipe: string): Expect => ({ kind: 'portions', recipe });
export const categoryValue = (category: string): Expect => ({ kind: 'categoryValue', category });
export const SUPPLIER_COUNT: Expect = { kind: 'supplierCount' };
export const OPEN_ORDERS: Expect = { kind: 'openOrders' };
export const LOW_STOCK: Expect = { kind: 'lowStock' };
export const INVENTORY_VALUE: Expect = { kind: 'inventoryValue' };
export const LAST_ORDER: Expect = { kind: 'lastOrder' };
