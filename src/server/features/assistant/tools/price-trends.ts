import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { rows } from './sql';

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

/** Price changes of the last 90 days, from price_alerts, weighed by what was bought (stock_movements). */
export async function priceTrends(db: Queryable, userId: string): Promise<PriceTrendReport> {
  const trends = await rows<PriceTrend>(
    db,
    sql`with changes as (
          select a.product_id, count(*)::int as change_count,
            (array_agg(a.old_price order by a.alert_date, a.id))[1] as first_price,
            (array_agg(a.new_price order by a.alert_date desc, a.id desc))[1] as last_price,
            max(a.alert_date) as last_change
          from price_alerts a
          where a.user_id = ${userId} and a.alert_date >= now() - make_interval(days => ${TREND_WINDOW_DAYS})
          group by a.product_id
        ), bought as (
          select m.product_id, sum(m.delta) as quantity from stock_movements m
          where m.user_id = ${userId} and m.delta > 0 and m.reason in ('receiving', 'receipt')
            and m.created_at >= now() - make_interval(days => ${TREND_WINDOW_DAYS})
          group by m.product_id
        )
        select p.name, p.unit, c.change_count as "changeCount", c.first_price::text as "firstPrice", c.last_price::text as "lastPrice",
          case when c.first_price = 0 then null else round((c.last_price - c.first_price) * 100 / c.first_price, 2)::text end as "changePercent",
          to_char(c.last_change at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastChange",
          coalesce(b.quantity, 0)::text as "purchasedQuantity",
          round((c.last_price - c.first_price) * coalesce(b.quantity, 0), 2)::text as impact
        from changes c
        join private_products p on p.id = c.product_id and p.user_id = ${userId}
        left join bought b on b.product_id = c.product_id
        order by abs(c.last_price - c.first_price) / nullif(c.first_price, 0) desc nulls last, p.name
        limit 30`,
  );
  return {
    windowDays: TREND_WINDOW_DAYS,
    increases: trends.filter((trend) => Number(trend.lastPrice) > Number(trend.firstPrice)).length,
    decreases: trends.filter((trend) => Number(trend.lastPrice) < Number(trend.firstPrice)).length,
    trends,
  };
}
