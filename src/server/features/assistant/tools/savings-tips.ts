import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { sumDecimals } from '@common/money';
import type { Queryable } from '../../../platform/db/client';
import { unitKeySql } from '../../../platform/db/rules/units';
import { marketplaceProducts, privateProducts, stockMovements, supplierCompanies } from '../../../platform/db/schema';
import { asText, listableOffer, normalized } from './sql';

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
  return { ...(await cheaperOffers(db, userId)), overstock: await overstock(db, userId) };
}

async function cheaperOffers(db: Queryable, userId: string) {
  const use = db.$with('use').as(
    db
      .select({ productId: stockMovements.productId, used: sql<string>`sum(-${stockMovements.delta})`.as('used') })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.userId, userId),
          lt(stockMovements.delta, '0'),
          sql`${stockMovements.createdAt} >= now() - interval '30 days'`,
        ),
      )
      .groupBy(stockMovements.productId),
  );
  const best = db
    .select({
      price: marketplaceProducts.price,
      companyName: supplierCompanies.companyName,
      phone: supplierCompanies.phone,
    })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(
      and(
        listableOffer,
        sql`${normalized(marketplaceProducts.name)} = ${normalized(privateProducts.name)}`,
        sql`${unitKeySql(sql`${marketplaceProducts.unit}::text`)} = ${unitKeySql(privateProducts.unit)}`,
      ),
    )
    .orderBy(marketplaceProducts.price, marketplaceProducts.id)
    .limit(1)
    .as('best');
  const saving = sql`(${privateProducts.currentPrice} - ${best.price})`;
  const used = sql`coalesce(${use.used}, 0)`;
  const offers: CheaperOffer[] = await db
    .with(use)
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      currentPrice: privateProducts.currentPrice,
      marketPrice: best.price,
      companyName: best.companyName,
      companyPhone: best.phone,
      savingPerUnit: asText(saving),
      savingPercent: sql<string>`round(${saving} * 100 / ${privateProducts.currentPrice}, 1)::text`,
      monthlyUse: asText(used),
      monthlySaving: sql<string>`round(${saving} * ${used}, 2)::text`,
    })
    .from(privateProducts)
    .innerJoinLateral(best, sql`true`)
    .leftJoin(use, eq(use.productId, privateProducts.id))
    .where(and(eq(privateProducts.userId, userId), lt(best.price, privateProducts.currentPrice)))
    .orderBy(
      desc(sql`${saving} * ${used}`),
      desc(sql`${saving} / ${privateProducts.currentPrice}`),
      privateProducts.name,
    )
    .limit(20);
  return { cheaperOffers: offers, totalMonthlySaving: sumDecimals(offers.map((offer) => offer.monthlySaving)) };
}

/** Products holding more than three times their minimum, by the value of the excess. */
function overstock(db: Queryable, userId: string): Promise<Overstock[]> {
  const excessValue = sql`(${privateProducts.stockQuantity} - 3 * ${privateProducts.minStockQuantity}) * ${privateProducts.currentPrice}`;
  return db
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      stockQuantity: privateProducts.stockQuantity,
      minStockQuantity: privateProducts.minStockQuantity,
      excessValue: sql<string>`round(${excessValue}, 2)::text`,
    })
    .from(privateProducts)
    .where(
      and(
        eq(privateProducts.userId, userId),
        gt(privateProducts.minStockQuantity, '0'),
        sql`${privateProducts.stockQuantity} > 3 * ${privateProducts.minStockQuantity}`,
        gt(privateProducts.currentPrice, '0'),
      ),
    )
    .orderBy(desc(excessValue), privateProducts.name)
    .limit(5);
}
