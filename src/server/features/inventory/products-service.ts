import {
  INVENTORY_MESSAGES,
  type MovementPage,
  type Product,
  type ProductPage,
  type ProductPayload,
  type movementPageQuerySchema,
  type productListQuerySchema,
} from '@common/inventory';
import { compareDecimals, subtractDecimals } from '@common/money';
import type { z } from 'zod';
import type { Database, Queryable } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import {
  deleteProductRow,
  insertProduct,
  isOwnContact,
  lockProductStock,
  replaceProductPacks,
  selectMovementPage,
  selectProduct,
  selectProductPage,
  updateProductFields,
} from './queries';
import { applyStockChange, changeProductPrice } from './stock';

/** One page of the user's products, grouped by supplier across pages (queries.selectProductPage). */
export async function listProducts(db: Database, userId: string, query: z.output<typeof productListQuerySchema>): Promise<ProductPage> {
  return selectProductPage(db, userId, query);
}

export async function getProduct(db: Queryable, userId: string, productId: string): Promise<Product> {
  const row = await selectProduct(db, userId, { productId });
  if (!row) throw notFound(INVENTORY_MESSAGES.productNotFound);
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A product may only point at one of the user's own contacts. */
export async function assertOwnContact(db: Queryable, userId: string, contactId: string | null) {
  if (!contactId) return;
  if (!(await isOwnContact(db, userId, { contactId }))) throw badRequest(INVENTORY_MESSAGES.contactNotFound, 'invalid_supplier');
}

export async function createProduct(db: Database, userId: string, input: ProductPayload): Promise<Product> {
  const id = await db.transaction(async (tx) => {
    await assertOwnContact(tx, userId, input.supplierId);
    const { stockQuantity, packs, ...values } = input;
    const productId = await insertProduct(tx, userId, { values });
    if (packs) await replaceProductPacks(tx, userId, { productId, packs });
    await applyStockChange(tx, { userId, productId, delta: stockQuantity, reason: 'initial' });
    return productId;
  });
  return getProduct(db, userId, id);
}

/** Stock edits go to the journal as a 'manual' movement; price edits write a price alert. */
export async function updateProduct(db: Database, userId: string, productId: string, input: ProductPayload): Promise<Product> {
  await db.transaction(async (tx) => {
    const current = await lockProductStock(tx, userId, { productId });
    if (!current) throw notFound(INVENTORY_MESSAGES.productNotFound);
    await assertOwnContact(tx, userId, input.supplierId);
    const { currentPrice, stockQuantity, packs, ...fields } = input;
    await updateProductFields(tx, userId, { productId, fields });
    if (packs) await replaceProductPacks(tx, userId, { productId, packs });
    await changeProductPrice(tx, userId, productId, currentPrice);
    if (compareDecimals(stockQuantity, current.stockQuantity) !== 0) {
      await applyStockChange(tx, { userId, productId, delta: subtractDecimals(stockQuantity, current.stockQuantity), reason: 'manual' });
    }
  });
  return getProduct(db, userId, productId);
}

export async function deleteProduct(db: Database, userId: string, productId: string) {
  if (!(await deleteProductRow(db, userId, { productId }))) throw notFound(INVENTORY_MESSAGES.productNotFound);
}

export async function listMovements(
  db: Database,
  userId: string,
  productId: string,
  query: z.output<typeof movementPageQuerySchema>,
): Promise<MovementPage> {
  await getProduct(db, userId, productId);
  const { items, total } = await selectMovementPage(db, userId, { productId, ...query });
  return { items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}
