import { sql } from 'drizzle-orm';
import { sumDecimals } from '@common/money';
import type { Queryable } from '../../../platform/db/client';
import { listableOffer } from './market-offers';
import { minimumOf, normalized, rows, unitKey } from './sql';

export interface CheaperOffer {
  name: string;
  unit: string;
  currentPrice: string;
  marketPrice: string;
  companyName: string;
  companyPhone: string;
  savingPerUnit: string;
  savingPercent: string;
  /** Stock used in the last 30 days (stock_movements). */
  monthlyUse: string;
  /** savingPerUnit × monthlyUse. */
  monthlySaving: string;
}

export interface Overstock {
  name: string;
  unit: string;
  stockQuantity: string;
  minStockQuantity: string;
  /** Value of the stock above three times the minimum. */
  excessValue: string;
}

export interface SavingsTips {
  cheaperOffers: CheaperOffer[];
  totalMonthlySaving: string;
  overstock: Overstock[];
}

/**
 * The user's prices against the cheapest marketplace offer for the same product (same name once
 * case, accents and spaces are ignored, in a compatible unit), plus money tied up in excess stock.
 */
export async function savingsTips(db: Queryable, userId: string): Promise<SavingsTips> {
  const cheaperOffers = await rows<CheaperOffer>(
    db,
    sql`with use as (
          select m.product_id, sum(-m.delta) as used from stock_movements m
          where m.user_id = ${userId} and m.delta < 0 and m.created_at >= now() - interval '30 days'
          group by m.product_id
        )
        select p.name, p.unit, p.current_price::text as "currentPrice", best.price::text as "marketPrice",
          best.company_name as "companyName", best.phone as "companyPhone",
          (p.current_price - best.price)::text as "savingPerUnit",
          round((p.current_price - best.price) * 100 / p.current_price, 1)::text as "savingPercent",
          coalesce(use.used, 0)::text as "monthlyUse",
          round((p.current_price - best.price) * coalesce(use.used, 0), 2)::text as "monthlySaving"
        from private_products p
        join lateral (
          select mp.price, supplier_companies.company_name, supplier_companies.phone
          from marketplace_products mp join supplier_companies on supplier_companies.id = mp.supplier_company_id
          where ${listableOffer} and ${normalized(sql`mp.name`)} = ${normalized(sql`p.name`)}
            and ${unitKey(sql`mp.unit::text`)} = ${unitKey(sql`p.unit`)}
          order by mp.price, mp.id limit 1
        ) best on true
        left join use on use.product_id = p.id
        where p.user_id = ${userId} and best.price < p.current_price
        order by (p.current_price - best.price) * coalesce(use.used, 0) desc, (p.current_price - best.price) / p.current_price desc, p.name
        limit 20`,
  );
  const overstock = await rows<Overstock>(
    db,
    sql`select p.name, p.unit, p.stock_quantity::text as "stockQuantity", ${minimumOf}::text as "minStockQuantity",
          round((p.stock_quantity - 3 * ${minimumOf}) * p.current_price, 2)::text as "excessValue"
        from private_products p
        where p.user_id = ${userId} and ${minimumOf} > 0 and p.stock_quantity > 3 * ${minimumOf} and p.current_price > 0
        order by (p.stock_quantity - 3 * ${minimumOf}) * p.current_price desc, p.name limit 5`,
  );
  return { cheaperOffers, totalMonthlySaving: sumDecimals(cheaperOffers.map((offer) => offer.monthlySaving)), overstock };
}
