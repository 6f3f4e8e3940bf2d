import { SUPPLIER_MESSAGES, type CatalogueProduct } from '@common/suppliers';
import type { z } from 'zod';
import type { catalogueProductInputSchema } from '@common/suppliers';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { requireCompany } from './company-service';
import { deleteCatalogueRow, insertCatalogueProduct, selectCatalogue, updateCatalogueRow } from './queries';

type CatalogueInput = z.output<typeof catalogueProductInputSchema>;

const serialize = (row: Omit<CatalogueProduct, 'createdAt'> & { createdAt: Date }): CatalogueProduct => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listCatalogue(db: Database, actor: Actor) {
  await requireCompany(db, actor);
  return (await selectCatalogue(db, actor.userId)).map(serialize);
}

export async function createCatalogueProduct(db: Database, actor: Actor, input: CatalogueInput) {
  await requireCompany(db, actor);
  return serialize(await insertCatalogueProduct(db, actor.userId, { values: input }));
}

export async function updateCatalogueProduct(db: Database, actor: Actor, productId: string, input: CatalogueInput) {
  await requireCompany(db, actor);
  const row = await updateCatalogueRow(db, actor.userId, { productId, values: input });
  if (!row) throw notFound(SUPPLIER_MESSAGES.productNotFound);
  return serialize(row);
}

export async function deleteCatalogueProduct(db: Database, actor: Actor, productId: string) {
  await requireCompany(db, actor);
  if (!(await deleteCatalogueRow(db, actor.userId, { productId }))) throw notFound(SUPPLIER_MESSAGES.productNotFound);
}
