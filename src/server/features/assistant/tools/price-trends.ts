import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { priceAlerts, privateProducts, stockMovements } from '../../../platform/db/schema';
import { asText, isoInstant } from './sql';

export const TREND_WINDOW_DAYS = 90;

export interface PriceTrend {
  name: string;
  unit: string;
  changeCount: number;
  /** Price before the first change of the window, and after the last one. */
  firstPrice: string;
  lastPrice: string;
  /** (last − first) ÷ first × 100, 2 decimals; null when the first price was 0. */
  changePercent: string | null;
  lastChange: string;
  /** Stock received in the window (orders and receipts, from stock_movements). */
  purchasedQuantity: string;
  /** (last − first) × purchased: what the change cost (or saved) on what was bought. */
  impact: string;
}

export interface PriceTrendReport {
  windowDays: number;
  increases: number;
  decreases: number;
  trends: PriceTrend[];
}

/**
 * Price changes of the 90 days before `now`, from price_alerts, weighed by what was bought
 * (stock_movements). `now` is the conversation's moment, as for every other period the assistant reads.
 */
export async function priceTrends(db: Queryable, userId: string, now = new Date()): Promise<PriceTrendReport> {
  const windowStart = new Date(now.getTime() - TREND_WINDOW_DAYS * 86_400_000);
  const changes = db.$with('changes').as(
    db
      .select({
        productId: priceAlerts.productId,
        changeCount: sql<number>`count(*)::int`.as('change_count'),
        firstPrice:
          sql<string>`(array_agg(${priceAlerts.oldPrice} order by ${priceAlerts.alertDate}, ${priceAlerts.id}))[1]`.as(
            'first_price',
          ),
        lastPrice:
          sql<string>`(array_agg(${priceAlerts.newPrice} order by ${priceAlerts.alertDate} desc, ${priceAlerts.id} desc))[1]`.as(
            'last_price',
          ),
        lastChange: sql<Date>`max(${priceAlerts.alertDate})`.as('last_change'),
      })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), gte(priceAlerts.alertDate, windowStart)))
      .groupBy(priceAlerts.productId),
  );
  const bought = db.$with('bought').as(
    db
      .select({
        productId: stockMovements.productId,
        quantity: sql<string>`sum(${stockMovements.delta})`.as('quantity'),
      })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.userId, userId),
          gt(stockMovements.delta, '0'),
          inArray(stockMovements.reason, ['receiving', 'receipt']),
          gte(stockMovements.createdAt, windowStart),
        ),
      )
      .groupBy(stockMovements.productId),
  );
  const change = sql`(${changes.lastPrice} - ${changes.firstPrice})`;
  const purchased = sql`coalesce(${bought.quantity}, 0)`;
  const trends = await db
    .with(changes, bought)
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      changeCount: changes.changeCount,
      firstPrice: asText(changes.firstPrice),
      lastPrice: asText(changes.lastPrice),
      changePercent: sql<
        string | null
      >`case when ${changes.firstPrice} = 0 then null else round(${change} * 100 / ${changes.firstPrice}, 2)::text end`,
      lastChange: isoInstant(changes.lastChange),
      purchasedQuantity: asText(purchased),
      impact: sql<string>`round(${change} * ${purchased}, 2)::text`,
    })
    .from(changes)
    .innerJoin(privateProducts, and(eq(privateProducts.id, changes.productId), eq(privateProducts.userId, userId)))
    .leftJoin(bought, eq(bought.productId, changes.productId))
    .orderBy(sql`abs(${change}) / nullif(${changes.firstPrice}, 0) desc nulls last`, privateProducts.name)
    .limit(30);
  return {
    windowDays: TREND_WINDOW_DAYS,
    increases: trends.filter((trend) => Number(trend.lastPrice) > Number(trend.firstPrice)).length,
    decreases: trends.filter((trend) => Number(trend.lastPrice) < Number(trend.firstPrice)).length,
    trends,
  };
}
