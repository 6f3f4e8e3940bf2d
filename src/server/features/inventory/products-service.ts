import { BRANCH_MESSAGES } from '@common/branch-stock';
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
import { withIepsCleared } from '@common/product-taxes';
import type { z } from 'zod';
import type { Database, Queryable } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import {
  deleteProductRow,
  insertProduct,
  lockProductStock,
  replaceProductPacks,
  selectMovementPage,
  selectProduct,
  updateProductFields,
} from './queries';
import { isOwnContact } from './contacts-queries';
import { selectProductPage } from './product-list-queries';
import { selectBranch, selectBranchQuantities } from './branch-stock-queries';
import { applyStockChange, changeProductPrice } from './stock';
import type { Actor } from '../../platform/actor';

/** One page of the user's products, grouped by supplier across pages (product-list-queries.ts). */
export async function listProducts(
  db: Database,
  actor: Actor,
  query: z.output<typeof productListQuerySchema>,
): Promise<ProductPage> {
  const { locationId, ...pageQuery } = query;
  const page = await selectProductPage(db, actor.userId, pageQuery);
  if (!locationId) return page;
  const branch = await selectBranch(db, actor.userId, { locationId });
  if (!branch) throw notFound(BRANCH_MESSAGES.branchNotFound);
  if (page.items.length === 0) return page;
  const held = await selectBranchQuantities(db, actor.userId, {
    locationId: branch.id,
    productIds: page.items.map((item) => item.id),
  });
  return { ...page, items: page.items.map((item) => ({ ...item, branchStock: held.get(item.id) ?? '0.000' })) };
}

export async function getProduct(db: Queryable, actor: Actor, productId: string): Promise<Product> {
  const row = await selectProduct(db, actor.userId, { productId });
  if (!row) throw notFound(INVENTORY_MESSAGES.productNotFound);
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A product may only point at one of the user's own contacts. */
export async function assertOwnContact(db: Queryable, ownerId: string, contactId: string | null) {
  if (!contactId) return;
  if (!(await isOwnContact(db, ownerId, { contactId })))
    throw badRequest(INVENTORY_MESSAGES.contactNotFound, 'invalid_supplier');
}

export async function createProduct(db: Database, actor: Actor, input: ProductPayload): Promise<Product> {
  const id = await db.transaction(async (tx) => {
    await assertOwnContact(tx, actor.userId, input.supplierId);
    const { stockQuantity, packs, ...values } = withIepsCleared(input);
    const productId = await insertProduct(tx, actor.userId, { values });
    if (packs) await replaceProductPacks(tx, actor.userId, { productId, packs });
    await applyStockChange(tx, { userId: actor.userId, productId, delta: stockQuantity, reason: 'initial' });
    return productId;
  });
  return getProduct(db, actor, id);
}

/** Stock edits go to the journal as a 'manual' movement; price edits write a price alert. */
export async function updateProduct(
  db: Database,
  actor: Actor,
  productId: string,
  input: ProductPayload,
): Promise<Product> {
  await db.transaction(async (tx) => {
    const current = await lockProductStock(tx, actor.userId, { productId });
    if (!current) throw notFound(INVENTORY_MESSAGES.productNotFound);
    await assertOwnContact(tx, actor.userId, input.supplierId);
    const { currentPrice, stockQuantity, packs, ...fields } = withIepsCleared(input);
    await updateProductFields(tx, actor.userId, { productId, fields });
    if (packs) await replaceProductPacks(tx, actor.userId, { productId, packs });
    await changeProductPrice(tx, actor.userId, productId, currentPrice);
    if (compareDecimals(stockQuantity, current.stockQuantity) !== 0) {
      await applyStockChange(tx, {
        userId: actor.userId,
        productId,
        delta: subtractDecimals(stockQuantity, current.stockQuantity),
        reason: 'manual',
      });
    }
  });
  return getProduct(db, actor, productId);
}

export async function deleteProduct(db: Database, actor: Actor, productId: string) {
  if (!(await deleteProductRow(db, actor.userId, { productId }))) throw notFound(INVENTORY_MESSAGES.productNotFound);
}

export async function listMovements(
  db: Database,
  actor: Actor,
  productId: string,
  query: z.output<typeof movementPageQuerySchema>,
): Promise<MovementPage> {
  await getProduct(db, actor, productId);
  const { items, total } = await selectMovementPage(db, actor.userId, { productId, ...query });
  return { items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}
