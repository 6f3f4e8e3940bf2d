import { and, asc, eq, sql } from 'drizzle-orm';
import type { CsvPreview } from '@common/csv';
import { compareDecimals, subtractDecimals } from '@common/money';
import type { Database } from '../../platform/db/client';
import { privateProducts, restaurantContacts } from '../../platform/db/schema';
import type { CsvImportOutcome } from '../../platform/csv/csv-http';
import { plainDecimal } from '../../platform/csv/csv-format';
import { importResult, rowErrors, toPreview } from '../../platform/csv/csv-plan';
import { toProductsCsv } from './csv-format';
import { planImport } from './csv-plan';
import { applyStockChange, changeProductPrice } from './stock';

export async function exportProductsCsv(db: Database, userId: string) {
  const rows = await db
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      price: privateProducts.currentPrice,
      stock: privateProducts.stockQuantity,
      minimum: privateProducts.minStockQuantity,
      supplier: restaurantContacts.name,
      category: privateProducts.category,
    })
    .from(privateProducts)
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
    .where(eq(privateProducts.userId, userId))
    .orderBy(sql`lower(${privateProducts.name})`, asc(privateProducts.id));
  return toProductsCsv(
    rows.map((row) => ({
      nombre: row.name,
      unidad: row.unit,
      precio: row.price,
      stock: plainDecimal(row.stock),
      stock_minimo: plainDecimal(row.minimum),
      proveedor: row.supplier ?? '',
      categoria: row.category ?? '',
    })),
  );
}

export async function previewImport(db: Database, userId: string, csv: string): Promise<CsvPreview> {
  return toPreview(await planImport(db, userId, csv));
}

/** All rows in one transaction, or none: any row with an error rolls everything back. */
export async function applyImport(db: Database, userId: string, csv: string): Promise<CsvImportOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`csv-import:${userId}`}))`);
    const rows = await planImport(tx, userId, csv, { lock: true });
    const errors = rowErrors(rows);
    if (errors) return { ok: false, errors };

    for (const row of rows) {
      const values = row.values!;
      const { currentPrice, stockQuantity, ...fields } = values;
      if (row.action === 'create') {
        const [created] = await tx.insert(privateProducts).values({ ...values, userId, stockQuantity: '0' }).returning({ id: privateProducts.id });
        await applyStockChange(tx, { userId, productId: created.id, delta: stockQuantity, reason: 'import' });
      } else if (row.action === 'update') {
        const existing = row.existing!;
        await tx
          .update(privateProducts)
          .set(fields)
          .where(and(eq(privateProducts.id, existing.id), eq(privateProducts.userId, userId)));
        await changeProductPrice(tx, userId, existing.id, currentPrice);
        if (compareDecimals(stockQuantity, existing.stockQuantity) !== 0) {
          const delta = subtractDecimals(stockQuantity, existing.stockQuantity);
          await applyStockChange(tx, { userId, productId: existing.id, delta, reason: 'import' });
        }
      }
    }
    return { ok: true, result: importResult(rows) };
  });
}
