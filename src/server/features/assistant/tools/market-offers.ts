import { sql } from 'drizzle-orm';
import { normalizeName } from '@common/inventory';
import type { Queryable } from '../../../platform/db/client';
import { supplierCompanies } from '../../../platform/db/schema';
import { activeSubscriberCondition } from '../../billing/service';
import { normalized, rows } from './sql';

/** Marketplace products that can be bought: available, from a supplier with an active plan. */
export const listableOffer = sql`mp.is_available and ${activeSubscriberCondition(supplierCompanies.userId)}`;

export interface MarketOffer {
  companyName: string;
  productName: string;
  price: string;
  unit: string;
  phone: string;
  address: string;
}

/**
 * The cheapest listable marketplace product for each term: its name contains the term (or the term
 * contains its name), ignoring case and accents. Terms without an offer are absent from the map.
 */
export async function cheapestOffers(db: Queryable, terms: string[]): Promise<Map<string, MarketOffer>> {
  const unique = [...new Set(terms.map(normalizeName).filter((term) => term.length >= 3))];
  if (unique.length === 0) return new Map();
  const found = await rows<MarketOffer & { term: string }>(
    db,
    sql`select t.term, best."companyName", best."productName", best.price, best.unit, best.phone, best.address
        from unnest(${sql.raw('array[')}${sql.join(unique.map((term) => sql`${term}`), sql`, `)}${sql.raw(']::text[]')}) as t(term)
        join lateral (
          select supplier_companies.company_name as "companyName", mp.name as "productName", mp.price::text as price,
            mp.unit::text as unit, supplier_companies.phone, supplier_companies.address
          from marketplace_products mp join supplier_companies on supplier_companies.id = mp.supplier_company_id
          where ${listableOffer}
            and (${normalized(sql`mp.name`)} like '%' || t.term || '%' or t.term like '%' || ${normalized(sql`mp.name`)} || '%')
          order by mp.price, mp.name, mp.id limit 1
        ) best on true`,
  );
  const byTerm = new Map(found.map(({ term, ...offer }) => [term, offer]));
  const result = new Map<string, MarketOffer>();
  for (const term of terms) {
    const offer = byTerm.get(normalizeName(term));
    if (offer) result.set(term, offer);
  }
  return result;
}
