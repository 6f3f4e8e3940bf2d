import type { CsvPreview } from '@common/csv';
import type { CsvImportOutcome } from '../../platform/csv/csv-http';
import { plainDecimal } from '../../platform/csv/csv-format';
import { importResult, rowErrors, toPreview } from '../../platform/csv/csv-plan';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { toCatalogueCsv, writeAvailability } from './catalogue-csv-format';
import { planCatalogueImport } from './catalogue-csv-plan';
import { requireCompany } from './company-service';
import { insertCatalogueProduct, lockCatalogueImport, selectCatalogueForExport, updateCatalogueRow } from './queries';

export async function exportCatalogueCsv(db: Database, actor: Actor) {
  await requireCompany(db, actor);
  const rows = await selectCatalogueForExport(db, actor.userId);
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
  await requireCompany(db, actor);
  return toPreview(await planCatalogueImport(db, actor.userId, csv));
}

/** All rows in one transaction, or none: any row with an error rolls everything back. */
export async function applyCatalogueImport(db: Database, actor: Actor, csv: string): Promise<CsvImportOutcome> {
  const company = await requireCompany(db, actor);
  return db.transaction(async (tx) => {
    await lockCatalogueImport(tx, actor.userId, { companyId: company.id });
    const rows = await planCatalogueImport(tx, actor.userId, csv, { lock: true });
    const errors = rowErrors(rows);
    if (errors) return { ok: false, errors };
    for (const row of rows) {
      if (row.action === 'create') await insertCatalogueProduct(tx, actor.userId, { values: row.values! });
      if (row.action === 'update')
        await updateCatalogueRow(tx, actor.userId, { productId: row.existing!.id, values: row.values! });
    }
    return { ok: true, result: importResult(rows) };
  });
}
