import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { productUnitColumns } from '../../platform/db/rules/product-packs';
import { privateProducts, wasteEntries } from '../../platform/db/schema';

/* All SQL of the waste log, by owner (decision 033). */

/** The product being wasted, locked until the transaction ends, with what converts its units and its cost. */
export async function lockWastedProduct(db: Queryable, ownerId: string, params: { productId: string }) {
  const [product] = await db
    .select({
      id: privateProducts.id,
      name: privateProducts.name,
      currentPrice: privateProducts.currentPrice,
      ...productUnitColumns,
    })
    .from(privateProducts)
    .where(and(eq(privateProducts.id, params.productId), eq(privateProducts.userId, ownerId)))
    .for('update');
  return product;
}

const entryColumns = {
  id: wasteEntries.id,
  productId: wasteEntries.productId,
  productName: wasteEntries.productName,
  quantity: wasteEntries.quantity,
  unit: wasteEntries.unit,
  baseQuantity: wasteEntries.baseQuantity,
  baseUnit: wasteEntries.baseUnit,
  unitCost: wasteEntries.unitCost,
  value: wasteEntries.value,
  reason: wasteEntries.reason,
  note: wasteEntries.note,
  createdAt: wasteEntries.createdAt,
};

export async function insertWasteEntry(
  db: Queryable,
  ownerId: string,
  entry: Omit<typeof wasteEntries.$inferInsert, 'userId' | 'createdAt'>,
) {
  const [row] = await db
    .insert(wasteEntries)
    .values({ ...entry, userId: ownerId })
    .returning(entryColumns);
  return row;
}

/** The owner's entries logged between two instants, newest first. */
export function selectWasteEntries(db: Queryable, ownerId: string, params: { from: Date; to: Date }) {
  return db
    .select(entryColumns)
    .from(wasteEntries)
    .where(
      and(
        eq(wasteEntries.userId, ownerId),
        gte(wasteEntries.createdAt, params.from),
        lt(wasteEntries.createdAt, params.to),
      ),
    )
    .orderBy(desc(wasteEntries.createdAt), desc(wasteEntries.id));
}
