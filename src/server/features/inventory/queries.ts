import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeName, type ProductPayload } from '@common/inventory';
import type { ProductTaxes } from '@common/product-taxes';
import type { Queryable } from '../../platform/db/client';
import { packsOf, type ProductPackJson } from '../../platform/db/rules/product-packs';
import { privateProducts, productPacks, restaurantContacts, stockMovements } from '../../platform/db/schema';
import { foldSql } from '../../platform/db/rules/fold';

/*
 * All SQL of the inventory's products except the list's page (product-list-queries.ts), the stock
 * changes (stock-queries.ts, for stock.ts shared with orders, recipes and receipts) and the contacts
 * (contacts-queries.ts). Every function takes the owner's id and filters by it: another
 * user's row is simply not found. Services hold the transactions and the rules (decision 033).
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Case- and accent-insensitive substring match on a name column; undefined when there is no term. */
export function nameMatches(column: AnyPgColumn, search: string | undefined): SQL | undefined {
  const term = search ? normalizeName(search) : '';
  if (!term) return undefined;
  return sql`${foldSql(column)} like ${`%${escapeLike(term)}%`}`;
}

/** A product's own columns (no join, no subquery): what every read of a product starts from. */
export const productRowColumns = {
  id: privateProducts.id,
  name: privateProducts.name,
  unit: privateProducts.unit,
  currentPrice: privateProducts.currentPrice,
  stockQuantity: privateProducts.stockQuantity,
  minStockQuantity: privateProducts.minStockQuantity,
  supplierId: privateProducts.supplierId,
  category: privateProducts.category,
  densityKgPerL: privateProducts.densityKgPerL,
  pieceWeightG: privateProducts.pieceWeightG,
  yieldPercent: privateProducts.yieldPercent,
  iva: privateProducts.iva,
  iepsKind: privateProducts.iepsKind,
  iepsValue: privateProducts.iepsValue,
};

/** What the list and the detail show of a product (the list's query is in product-list-queries.ts). */
export const productColumns = {
  ...productRowColumns,
  supplierName: restaurantContacts.name,
  packs: packsOf(privateProducts.id),
};

const ownProduct = (ownerId: string, productId: string) =>
  and(eq(privateProducts.id, productId), eq(privateProducts.userId, ownerId));

export async function selectProduct(db: Queryable, ownerId: string, params: { productId: string }) {
  const [row] = await db
    .select({ ...productColumns, createdAt: privateProducts.createdAt, updatedAt: privateProducts.updatedAt })
    .from(privateProducts)
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
    .where(ownProduct(ownerId, params.productId));
  return row;
}

/** A new product with no stock yet: its stock arrives through the journal (applyStockChange). */
export async function insertProduct(
  db: Queryable,
  ownerId: string,
  params: { values: Omit<ProductPayload, 'stockQuantity' | 'packs'> },
) {
  const [created] = await db
    .insert(privateProducts)
    .values({ ...params.values, userId: ownerId, stockQuantity: '0' })
    .returning({ id: privateProducts.id });
  return created.id;
}

/** A product a receipt line creates: the paid price, no stock yet, the column defaults for the rest. */
export async function insertProductAtPrice(
  db: Queryable,
  ownerId: string,
  params: { name: string; unit: string; price: string; supplierId: string | null },
) {
  const [created] = await db
    .insert(privateProducts)
    .values({
      userId: ownerId,
      name: params.name,
      unit: params.unit,
      currentPrice: params.price,
      stockQuantity: '0',
      supplierId: params.supplierId,
    })
    .returning({ id: privateProducts.id, name: privateProducts.name });
  return created;
}

/** Ids and names of all the owner's products (receipt lines are matched against them). */
export function selectProductNames(db: Queryable, ownerId: string) {
  return db
    .select({ id: privateProducts.id, name: privateProducts.name })
    .from(privateProducts)
    .where(eq(privateProducts.userId, ownerId));
}

/** All the owner's products with what converts their units (decision 034): invoices are matched and converted with it. */
export function selectProductsWithUnits(db: Queryable, ownerId: string) {
  return db
    .select({
      id: privateProducts.id,
      name: privateProducts.name,
      unit: privateProducts.unit,
      currentPrice: privateProducts.currentPrice,
      densityKgPerL: productColumns.densityKgPerL,
      pieceWeightG: productColumns.pieceWeightG,
      packs: productColumns.packs,
    })
    .from(privateProducts)
    .where(eq(privateProducts.userId, ownerId));
}

/** The product's stock, its row locked until the transaction ends; undefined when it is not the owner's. */
export async function lockProductStock(db: Queryable, ownerId: string, params: { productId: string }) {
  const [row] = await db
    .select({ stockQuantity: privateProducts.stockQuantity })
    .from(privateProducts)
    .where(ownProduct(ownerId, params.productId))
    .for('update');
  return row;
}

/** Everything but price and stock, which change through changeProductPrice and the stock journal. */
export async function updateProductFields(
  db: Queryable,
  ownerId: string,
  params: { productId: string; fields: Omit<ProductPayload, 'currentPrice' | 'stockQuantity' | 'packs'> },
) {
  await db.update(privateProducts).set(params.fields).where(ownProduct(ownerId, params.productId));
}

/** The product's IVA and IEPS as an invoice line says them (decision 042); absent keys stay as they are. */
export async function updateProductTaxes(
  db: Queryable,
  ownerId: string,
  params: { productId: string; taxes: Partial<ProductTaxes> },
) {
  if (Object.keys(params.taxes).length === 0) return;
  await db.update(privateProducts).set(params.taxes).where(ownProduct(ownerId, params.productId));
}

/** The product's purchase packs become `packs`, in order; nothing happens when the product is not the owner's. */
export async function replaceProductPacks(
  db: Queryable,
  ownerId: string,
  params: { productId: string; packs: ProductPackJson[] },
) {
  const owned = db
    .select({ id: privateProducts.id })
    .from(privateProducts)
    .where(ownProduct(ownerId, params.productId));
  await db.delete(productPacks).where(inArray(productPacks.productId, owned));
  if (params.packs.length === 0) return;
  const [product] = await owned;
  if (!product) return;
  await db
    .insert(productPacks)
    .values(params.packs.map((pack, position) => ({ ...pack, productId: product.id, position })));
}

/** True when the product was the owner's and is gone. */
export async function deleteProductRow(db: Queryable, ownerId: string, params: { productId: string }) {
  const deleted = await db
    .delete(privateProducts)
    .where(ownProduct(ownerId, params.productId))
    .returning({ id: privateProducts.id });
  return deleted.length > 0;
}

/** The owner's products with the given ids and what converts their units, locked in id order (concurrent counts cannot deadlock). */
export function lockProducts(db: Queryable, ownerId: string, params: { productIds: string[] }) {
  return db
    .select({
      id: privateProducts.id,
      name: privateProducts.name,
      unit: privateProducts.unit,
      stockQuantity: privateProducts.stockQuantity,
      densityKgPerL: privateProducts.densityKgPerL,
      pieceWeightG: privateProducts.pieceWeightG,
      packs: productColumns.packs,
    })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, ownerId), inArray(privateProducts.id, params.productIds)))
    .orderBy(asc(privateProducts.id))
    .for('update');
}

/** Every product as the CSV import compares it; `lock` holds them until the transaction ends. */
export function selectProductsForImport(db: Queryable, ownerId: string, params: { lock: boolean }) {
  const query = db
    .select({ ...productRowColumns, packs: productColumns.packs })
    .from(privateProducts)
    .where(eq(privateProducts.userId, ownerId));
  return params.lock ? query.for('update') : query;
}

/** Every product as the CSV export writes it, by name ignoring case. */
export function selectProductsForExport(db: Queryable, ownerId: string) {
  return db
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      price: privateProducts.currentPrice,
      stock: privateProducts.stockQuantity,
      minimum: privateProducts.minStockQuantity,
      supplier: restaurantContacts.name,
      category: privateProducts.category,
      densityKgPerL: privateProducts.densityKgPerL,
      pieceWeightG: privateProducts.pieceWeightG,
      yieldPercent: privateProducts.yieldPercent,
      iva: privateProducts.iva,
      iepsKind: privateProducts.iepsKind,
      iepsValue: privateProducts.iepsValue,
      packs: productColumns.packs,
    })
    .from(privateProducts)
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
    .where(eq(privateProducts.userId, ownerId))
    .orderBy(sql`lower(${privateProducts.name})`, asc(privateProducts.id));
}

/** Serialises the owner's CSV imports until the transaction ends. */
export async function lockProductsImport(db: Queryable, ownerId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`csv-import:${ownerId}`}))`);
}

export async function selectMovementPage(
  db: Queryable,
  ownerId: string,
  params: { productId: string; limit: number; offset: number },
) {
  const where = and(eq(stockMovements.productId, params.productId), eq(stockMovements.userId, ownerId));
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        delta: stockMovements.delta,
        resultingStock: stockMovements.resultingStock,
        reason: stockMovements.reason,
        reference: stockMovements.reference,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(where),
  ]);
  return { items, total };
}
