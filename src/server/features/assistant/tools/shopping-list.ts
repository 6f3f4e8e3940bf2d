import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { minimumOf, rows, USE_WINDOW_DAYS } from './sql';

export interface ShoppingItem {
  name: string;
  unit: string;
  stockQuantity: string;
  minStockQuantity: string;
  /** Average use per week over the last 4 weeks (stock taken out, from stock_movements). */
  weeklyUse: string;
  /** Minimum + a week of use − stock: what to buy so the week ends at the minimum. */
  suggestedQuantity: string;
  currentPrice: string;
  estimatedCost: string;
  supplierName: string | null;
}

export interface ShoppingList {
  items: ShoppingItem[];
  totalEstimatedCost: string;
}

const plan = (userId: string) => sql`
  with use as (
    select m.product_id, sum(-m.delta) as used from stock_movements m
    where m.user_id = ${userId} and m.delta < 0 and m.created_at >= now() - make_interval(days => ${USE_WINDOW_DAYS})
    group by m.product_id
  ), needs as (
    select p.name, p.unit, p.stock_quantity, ${minimumOf} as minimum, p.current_price, rc.name as supplier_name,
      round(coalesce(use.used, 0) * 7 / ${USE_WINDOW_DAYS}, 3) as weekly_use
    from private_products p
    left join use on use.product_id = p.id
    left join restaurant_contacts rc on rc.id = p.supplier_id
    where p.user_id = ${userId}
  )
  select name, unit, stock_quantity, minimum, weekly_use, current_price, supplier_name,
    minimum + weekly_use - coalesce(stock_quantity, 0) as suggested
  from needs where minimum + weekly_use - coalesce(stock_quantity, 0) > 0`;

/** What to buy this week: products under their minimum, or that a week of their recorded use would take under it. */
export async function shoppingList(db: Queryable, userId: string): Promise<ShoppingList> {
  const items = await rows<ShoppingItem>(
    db,
    sql`select name, unit, stock_quantity::text as "stockQuantity", minimum::text as "minStockQuantity", weekly_use::text as "weeklyUse",
          suggested::text as "suggestedQuantity", current_price::text as "currentPrice",
          round(suggested * current_price, 2)::text as "estimatedCost", supplier_name as "supplierName"
        from (${plan(userId)}) list order by suggested * current_price desc, name limit 50`,
  );
  const [total] = await rows<{ total: string }>(
    db,
    sql`select round(coalesce(sum(round(suggested * current_price, 2)), 0), 2)::text as total from (${plan(userId)}) list`,
  );
  return { items, totalEstimatedCost: total.total };
}
