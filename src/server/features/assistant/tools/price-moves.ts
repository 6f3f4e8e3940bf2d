import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { priceAlerts, privateProducts } from '../../../platform/db/schema';
import { asText } from './sql';

export interface PriceMove {
  name: string;
  unit: string;
  firstPrice: string;
  lastPrice: string;
  /** (last − first) ÷ first × 100, 1 decimal. */
  changePercent: string;
}

/** Each product's price before its first change and after its last one in [from, to), largest rise first. */
export async function priceMoves(db: Queryable, userId: string, range: { from: Date; to: Date }): Promise<PriceMove[]> {
  const moves = db.$with('moves').as(
    db
      .select({
        productId: priceAlerts.productId,
        firstPrice:
          sql<string>`(array_agg(${priceAlerts.oldPrice} order by ${priceAlerts.alertDate}, ${priceAlerts.id}))[1]`.as(
            'first_price',
          ),
        lastPrice:
          sql<string>`(array_agg(${priceAlerts.newPrice} order by ${priceAlerts.alertDate} desc, ${priceAlerts.id} desc))[1]`.as(
            'last_price',
          ),
      })
      .from(priceAlerts)
      .where(
        and(
          eq(priceAlerts.userId, userId),
          gte(priceAlerts.alertDate, range.from),
          lt(priceAlerts.alertDate, range.to),
        ),
      )
      .groupBy(priceAlerts.productId),
  );
  const ratio = sql`(${moves.lastPrice} - ${moves.firstPrice}) / nullif(${moves.firstPrice}, 0)`;
  return db
    .with(moves)
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      firstPrice: asText(moves.firstPrice),
      lastPrice: asText(moves.lastPrice),
      changePercent: sql<string>`round(${ratio} * 100, 1)::text`,
    })
    .from(moves)
    .innerJoin(privateProducts, and(eq(privateProducts.id, moves.productId), eq(privateProducts.userId, userId)))
    .where(sql`${moves.firstPrice} > 0`)
    .orderBy(sql`${ratio} desc`, privateProducts.name);
}
