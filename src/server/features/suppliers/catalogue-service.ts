import { and, desc, eq } from 'drizzle-orm';
import { SUPPLIER_MESSAGES, type CatalogueProduct } from '@common/suppliers';
import type { z } from 'zod';
import type { catalogueProductInputSchema } from '@common/suppliers';
import type { Database } from '../../platform/db/client';
import { marketplaceProducts } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { requireCompany } from './company-service';

type CatalogueInput = z.output<typeof catalogueProductInputSchema>;

const columns = {
  id: marketplaceProducts.id,
  name: marketplaceProducts.name,
  description: marketplaceProducts.description,
  category: marketplaceProducts.category,
  unit: marketplaceProducts.unit,
  price: marketplaceProducts.price,
  stockQuantity: marketplaceProducts.stockQuantity,
  minOrderQuantity: marketplaceProducts.minOrderQuantity,
  isAvailable: marketplaceProducts.isAvailable,
  imageUrl: marketplaceProducts.imageUrl,
  createdAt: marketplaceProducts.createdAt,
};

const serialize = (row: Omit<CatalogueProduct, 'createdAt'> & { createdAt: Date }): CatalogueProduct => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listCatalogue(db: Database, userId: string) {
  const company = await requireCompany(db, userId);
  const rows = await db
    .select(columns)
    .from(marketplaceProducts)
    .where(eq(marketplaceProducts.supplierCompanyId, company.id))
    .orderBy(desc(marketplaceProducts.createdAt));
  return rows.map(serialize);
}

export async function createCatalogueProduct(db: Database, userId: string, input: CatalogueInput) {
  const company = await requireCompany(db, userId);
  const [row] = await db
    .insert(marketplaceProducts)
    .values({ ...input, supplierCompanyId: company.id })
    .returning(columns);
  return serialize(row);
}

export async function updateCatalogueProduct(db: Database, userId: string, productId: string, input: CatalogueInput) {
  const company = await requireCompany(db, userId);
  const [row] = await db
    .update(marketplaceProducts)
    .set(input)
    .where(and(eq(marketplaceProducts.id, productId), eq(marketplaceProducts.supplierCompanyId, company.id)))
    .returning(columns);
  if (!row) throw notFound(SUPPLIER_MESSAGES.productNotFound);
  return serialize(row);
}

export async function deleteCatalogueProduct(db: Database, userId: string, productId: string) {
  const company = await requireCompany(db, userId);
  const [row] = await db
    .delete(marketplaceProducts)
    .where(and(eq(marketplaceProducts.id, productId), eq(marketplaceProducts.supplierCompanyId, company.id)))
    .returning({ id: marketplaceProducts.id });
  if (!row) throw notFound(SUPPLIER_MESSAGES.productNotFound);
}
