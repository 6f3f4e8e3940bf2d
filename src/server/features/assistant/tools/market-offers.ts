import { and, eq, sql } from 'drizzle-orm';
import { normalizeName } from '@common/inventory';
import type { Queryable } from '../../../platform/db/client';
import { marketplaceProducts, supplierCompanies } from '../../../platform/db/schema';
import { listableOffer, normalized } from './sql';

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
  // The terms as a one-column table `t(term)`, each joined to its cheapest offer.
  const termList = sql`unnest(array[${sql.join(
    unique.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]) as t(term)`;
  const term = sql<string>`t.term`;
  const offerName = normalized(marketplaceProducts.name);
  const best = db
    .select({
      companyName: supplierCompanies.companyName,
      productName: marketplaceProducts.name,
      price: marketplaceProducts.price,
      unit: marketplaceProducts.unit,
      phone: supplierCompanies.phone,
      address: supplierCompanies.address,
    })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(
      and(listableOffer, sql`(${offerName} like '%' || ${term} || '%' or ${term} like '%' || ${offerName} || '%')`),
    )
    .orderBy(marketplaceProducts.price, marketplaceProducts.name, marketplaceProducts.id)
    .limit(1)
    .as('best');
  const found = await db
    .select({
      term,
      companyName: best.companyName,
      productName: best.productName,
      price: best.price,
      unit: best.unit,
      phone: best.phone,
      address: best.address,
    })
    .from(termList)
    .innerJoinLateral(best, sql`true`);
  const byTerm = new Map(found.map(({ term: key, ...offer }) => [key, offer]));
  const result = new Map<string, MarketOffer>();
  for (const name of terms) {
    const offer = byTerm.get(normalizeName(name));
    if (offer) result.set(name, offer);
  }
  return result;
}
