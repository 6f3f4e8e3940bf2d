import { z } from 'zod';
import { locationIdField } from './branch-stock';
import { WASTE_REASONS } from './waste';

/** /reportes (issue #19, decision 051): periods in Mexico City's calendar, figures as exact decimal strings. */

export const REPORT_PERIODS = ['this_week', 'this_month', 'last_month', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  this_week: 'Esta semana',
  this_month: 'Este mes',
  last_month: 'Mes pasado',
  custom: 'Otro rango',
};

export const SPEND_INTERVALS = ['week', 'month'] as const;
export type SpendInterval = (typeof SPEND_INTERVALS)[number];
export const SPEND_INTERVAL_LABELS: Record<SpendInterval, string> = { week: 'Por semana', month: 'Por mes' };

/** A custom range covers at most this many calendar days (a year and a day: a leap year fits). */
export const MAX_RANGE_DAYS = 366;
/** Rows a table lists (the rest are summed in its total). */
export const REPORT_ROW_LIMIT = 100;

export const REPORT_MESSAGES = {
  period: 'Periodo inválido',
  interval: 'Agrupación inválida (usa semana o mes)',
  date: 'Fecha inválida (usa AAAA-MM-DD)',
  rangeNeeded: 'Indica la fecha inicial y la final',
  rangeOrder: 'La fecha final no puede ser anterior a la inicial',
  rangeTooLong: `El rango no puede pasar de ${MAX_RANGE_DAYS} días`,
  product: 'Producto inválido',
  table: 'Tabla inválida',
  loadFailed: 'No se pudo cargar el reporte.',
} as const;

const isCalendarDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const dayField = z
  .string(REPORT_MESSAGES.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.date)
  .refine(isCalendarDay, REPORT_MESSAGES.date);

/** Days from `from` to `to`, both included ('2026-03-01'…'2026-03-31' → 31). */
export const daysInRange = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const periodShape = {
  period: z.enum(REPORT_PERIODS, REPORT_MESSAGES.period).default('this_month'),
  /** Custom range only: first and last calendar day, both included. */
  from: dayField.optional(),
  to: dayField.optional(),
};

/**
 * The branch a report is narrowed to (decision 057): '' or absent is the whole restaurant. Price
 * history and the recipes' theoretical costs are the restaurant's, whatever the branch.
 */
const branchShape = { locationId: locationIdField() };

type PeriodFields = { period: ReportPeriod; from?: string; to?: string };
const checkRange = (query: PeriodFields, context: z.RefinementCtx) => {
  if (query.period !== 'custom') return;
  if (!query.from || !query.to)
    context.addIssue({ code: 'custom', message: REPORT_MESSAGES.rangeNeeded, path: ['from'] });
  else if (query.to < query.from)
    context.addIssue({ code: 'custom', message: REPORT_MESSAGES.rangeOrder, path: ['to'] });
  else if (daysInRange(query.from, query.to) > MAX_RANGE_DAYS)
    context.addIssue({ code: 'custom', message: REPORT_MESSAGES.rangeTooLong, path: ['to'] });
};

export const reportQuerySchema = z.object({ ...periodShape, ...branchShape }).superRefine(checkRange);
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const spendQuerySchema = z
  .object({
    ...periodShape,
    ...branchShape,
    interval: z.enum(SPEND_INTERVALS, REPORT_MESSAGES.interval).default('week'),
  })
  .superRefine(checkRange);
export type SpendQuery = z.output<typeof spendQuerySchema>;

export const priceQuerySchema = z
  .object({ ...periodShape, productId: z.uuid(REPORT_MESSAGES.product).optional() })
  .superRefine(checkRange);
export type PriceQuery = z.output<typeof priceQuerySchema>;

/** The tables /reportes can download as CSV, one per table on the page. */
export const REPORT_TABLES = [
  'gasto-periodo',
  'gasto-proveedor',
  'gasto-categoria',
  'precios',
  'costo-recetas',
  'costo-real',
  'merma',
  'diferencias-conteo',
  'valor-inventario',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const exportQuerySchema = z
  .object({
    ...periodShape,
    ...branchShape,
    table: z.enum(REPORT_TABLES, REPORT_MESSAGES.table),
    interval: z.enum(SPEND_INTERVALS, REPORT_MESSAGES.interval).default('week'),
    productId: z.uuid(REPORT_MESSAGES.product).optional(),
  })
  .superRefine(checkRange);
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** The period a report covers: instants [from, to) and its Spanish name. */
export const reportRangeSchema = z.object({ from: z.string(), to: z.string(), label: z.string() });
export type ReportRange = z.infer<typeof reportRangeSchema>;

const amountRow = z.object({ name: z.string(), total: z.string() });
export const spendReportSchema = z.object({
  range: reportRangeSchema,
  interval: z.enum(SPEND_INTERVALS),
  total: z.string(),
  /** Each week (Monday) or month that had purchases: its first day 'AAAA-MM-DD' in Mexico City. */
  byPeriod: z.array(z.object({ start: z.string(), total: z.string() })),
  bySupplier: z.array(amountRow),
  byCategory: z.array(amountRow),
});
export type SpendReport = z.infer<typeof spendReportSchema>;

export const priceReportSchema = z.object({
  range: reportRangeSchema,
  /** Products whose price has ever changed, most recently changed first. */
  products: z.array(z.object({ id: z.uuid(), name: z.string(), unit: z.string() })),
  productId: z.uuid().nullable(),
  /** The price at the start of the period (when known) and after each change in it. */
  points: z.array(z.object({ at: z.string(), price: z.string() })),
});
export type PriceReport = z.infer<typeof priceReportSchema>;

/**
 * The actual food cost of a period (decision 054): what the kitchen consumed — the stock's value at the
 * period's start, plus its purchases, minus its value at the end — against its sales, the preparations
 * of recipes with a sale price (batches × yield × sale price). Money as exact strings rounded to cents.
 */
export const actualFoodCostSchema = z.object({
  /** The stock's value at the end of the day before the period (at current prices, as the inventory-value report). */
  opening: z.string(),
  /** The period's spend (the spend report's one definition). */
  purchases: z.string(),
  /**
   * A branch's net transfers in the period (in − out, at current prices, decision 057): stock another
   * branch sent is what this one consumes as if bought. Zero for the whole restaurant.
   */
  transfers: z.string(),
  /** The stock's value at the end of the period's last day, or of today if the period has not ended. */
  closing: z.string(),
  /** opening + purchases + transfers − closing. */
  consumption: z.string(),
  /** Σ batches × yield × sale price of the period's preparations of recipes with a sale price (not batch recipes). */
  sales: z.string(),
  /** Preparations that made the sales. */
  preparations: z.number().int(),
  /** What those preparations cost when they were cooked (their stored cost): the theoretical cost of the sales. */
  theoreticalCost: z.string(),
  /** consumption ÷ sales × 100, one decimal; null when there were no sales. */
  percent: z.string().nullable(),
  /** theoreticalCost ÷ sales × 100, one decimal; null when there were no sales. */
  theoreticalPercent: z.string().nullable(),
});
export type ActualFoodCost = z.infer<typeof actualFoodCostSchema>;

export const foodCostReportSchema = z.object({
  range: reportRangeSchema,
  actual: actualFoodCostSchema,
  /** The plain average of the recipes' theoretical food-cost %, one decimal; null without recipes with a sale price. */
  theoreticalAverage: z.string().nullable(),
  recipes: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      salePrice: z.string(),
      costPerUnit: z.string(),
      foodCostPercent: z.string(),
      margin: z.string(),
      /** Ingredients the cost leaves out (missing products, units that no longer convert). */
      incomplete: z.number().int(),
    }),
  ),
});
export type FoodCostReport = z.infer<typeof foodCostReportSchema>;

export const wasteReportSchema = z.object({
  range: reportRangeSchema,
  total: z.string(),
  byReason: z.array(z.object({ reason: z.enum(WASTE_REASONS), total: z.string(), count: z.number().int() })),
});
export type WasteReport = z.infer<typeof wasteReportSchema>;

export const countVarianceReportSchema = z.object({
  range: reportRangeSchema,
  /** Net value of every count difference in the period (negative: stock was missing). */
  total: z.string(),
  byProduct: z.array(z.object({ name: z.string(), unit: z.string(), quantity: z.string(), total: z.string() })),
});
export type CountVarianceReport = z.infer<typeof countVarianceReportSchema>;

export const inventoryValueReportSchema = z.object({
  range: reportRangeSchema,
  /** The stock's value at the end of each day of the period up to today, at current prices. */
  points: z.array(z.object({ day: z.string(), value: z.string() })),
});
export type InventoryValueReport = z.infer<typeof inventoryValueReportSchema>;

/**
 * Inicio's card: this week's purchases, waste and food cost — the actual one when the week had sales,
 * else the recipes' theoretical average (null when there is neither).
 */
export const weekSummarySchema = z.object({
  range: reportRangeSchema,
  spend: z.string(),
  waste: z.string(),
  foodCost: z.object({ kind: z.enum(['actual', 'theoretical']), percent: z.string().nullable() }),
});
export type WeekSummary = z.infer<typeof weekSummarySchema>;
