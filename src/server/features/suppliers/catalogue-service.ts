import { SUPPLIER_MESSAGES, type CatalogueProduct } from '@common/suppliers';
import type { z } from 'zod';
import type { catalogueProductInputSchema } from '@common/suppliers';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { compareDecimals } from '@common/money';
import { catalogueQuantity } from '@common/order-states';
import { conflict, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/types';
import { deletePhotoFiles } from './photo-files';
import { lockCatalogueStock } from './stock-queries';
import { requireCompany } from './company-service';
import { deleteCatalogueRow, insertCatalogueProduct, selectCatalogue, updateCatalogueRow } from './queries';

type CatalogueInput = z.output<typeof catalogueProductInputSchema>;

export const toCatalogueProduct = (
  row: Omit<CatalogueProduct, 'createdAt'> & { createdAt: Date },
): CatalogueProduct => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listCatalogue(db: Database, actor: Actor) {
  await requireCompany(db, actor);
  return (await selectCatalogue(db, actor.userId)).map(toCatalogueProduct);
}

export async function createCatalogueProduct(db: Database, actor: Actor, input: CatalogueInput) {
  await requireCompany(db, actor);
  return toCatalogueProduct(await insertCatalogueProduct(db, actor.userId, { values: input }));
}

/** Stock may not go below what confirmed orders hold (decision 043): checked under the row's lock. */
export async function updateCatalogueProduct(db: Database, actor: Actor, productId: string, input: CatalogueInput) {
  await requireCompany(db, actor);
  return db.transaction(async (tx) => {
    const [held] = await lockCatalogueStock(tx, actor.userId, { productIds: [productId] });
    if (!held) throw notFound(SUPPLIER_MESSAGES.productNotFound);
    if (compareDecimals(input.stockQuantity, held.reservedQuantity) < 0)
      throw conflict(
        SUPPLIER_MESSAGES.belowReserved(catalogueQuantity(held.reservedQuantity, held.unit)),
        'below_reserved',
      );
    const row = await updateCatalogueRow(tx, actor.userId, { productId, values: input });
    if (!row) throw notFound(SUPPLIER_MESSAGES.productNotFound);
    return toCatalogueProduct(row);
  });
}

/** The product and its photo's files go together: the files last, so a storage failure keeps the row. */
export async function deleteCatalogueProduct(db: Database, storage: FileStorage, actor: Actor, productId: string) {
  await requireCompany(db, actor);
  await db.transaction(async (tx) => {
    const photo = await deleteCatalogueRow(tx, actor.userId, { productId });
    if (!photo) throw notFound(SUPPLIER_MESSAGES.productNotFound);
    await deletePhotoFiles(storage, photo);
  });
}
