import { and, asc, eq, sql } from 'drizzle-orm';
import type { CsvPreview } from '@common/csv';
import type { CsvImportOutcome } from '../../platform/csv/csv-http';
import { plainDecimal } from '../../platform/csv/csv-format';
import { importResult, rowErrors, toPreview } from '../../platform/csv/csv-plan';
import type { Database } from '../../platform/db/client';
import { marketplaceProducts } from '../../platform/db/schema';
import { toCatalogueCsv, writeAvailability } from './catalogue-csv-format';
import { planCatalogueImport } from './catalogue-csv-plan';
import { requireCompany } from './company-service';
import type { Actor } from '../../platform/actor';

export async function exportCatalogueCsv(db: Database, actor: Actor) {
  const company = await requireCompany(db, actor.userId);
  const rows = await db
    .select()
    .from(marketplaceProducts)
    .where(eq(marketplaceProducts.supplierCompanyId, company.id))
    .orderBy(sql`lower(${marketplaceProducts.name})`, asc(marketplaceProducts.id));
  return toCatalogueCsv(
    rows.map((row) => ({
      nombre: row.name,
      descripcion: row.description ?? '',
      categoria: row.category,
      unidad: row.unit,
      precio: row.price,
      stock: plainDecimal(row.stockQuantity),
      pedido_minimo: plainDecimal(row.minOrderQuantity),
      disponible: writeAvailability(row.isAvailable),
    })),
  );
}

export async function previewCatalogueImport(db: Database, actor: Actor, csv: string): Promise<CsvPreview> {
  const company = await requireCompany(db, actor.userId);
  return toPreview(await planCatalogueImport(db, company.id, csv));
}

/** All rows in one transaction, or none: any row with an error rolls everything back. */
export async function applyCatalogueImport(db: Database, actor: Actor, csv: string): Promise<CsvImportOutcome> {
  const company = await requireCompany(db, actor.userId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue-csv-import:${company.id}`}))`);
    const rows = await planCatalogueImport(tx, company.id, csv, { lock: true });
    const errors = rowErrors(rows);
    if (errors) return { ok: false, errors };
    for (const row of rows) {
      if (row.action === 'create') await tx.insert(marketplaceProducts).values({ ...row.values!, supplierCompanyId: company.id });
      if (row.action === 'update') {
        await tx
          .update(marketplaceProducts)
          .set(row.values!)
          .where(and(eq(marketplaceProducts.id, row.existing!.id), eq(marketplaceProducts.supplierCompanyId, company.id)));
      }
    }
    return { ok: true, result: importResult(rows) };
  });
}
