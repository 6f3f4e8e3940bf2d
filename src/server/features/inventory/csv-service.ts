import type { CsvPreview } from '@common/csv';
import { compareDecimals, subtractDecimals } from '@common/money';
import { unitLabel } from '@common/quantity';
import type { Database } from '../../platform/db/client';
import type { CsvImportOutcome } from '../../platform/csv/csv-http';
import { plainDecimal } from '../../platform/csv/csv-format';
import { importResult, rowErrors, toPreview } from '../../platform/csv/csv-plan';
import { toProductsCsv } from './csv-format';
import { formatPacksCell } from './csv-packs';
import { taxCellsOf } from './csv-tax-columns';
import { planImport } from './csv-plan';
import {
  insertProduct,
  lockProductsImport,
  replaceProductPacks,
  selectProductsForExport,
  updateProductFields,
} from './queries';
import { applyStockChange, changeProductPrice } from './stock';
import type { Actor } from '../../platform/actor';

export async function exportProductsCsv(db: Database, actor: Actor) {
  const rows = await selectProductsForExport(db, actor.userId);
  return toProductsCsv(
    rows.map((row) => ({
      nombre: row.name,
      unidad: unitLabel(row.unit),
      precio: row.price,
      stock: plainDecimal(row.stock),
      stock_minimo: plainDecimal(row.minimum),
      proveedor: row.supplier ?? '',
      categoria: row.category ?? '',
      presentaciones: formatPacksCell(row.packs),
      densidad_kg_l: row.densityKgPerL ? plainDecimal(row.densityKgPerL) : '',
      peso_pieza_g: row.pieceWeightG ? plainDecimal(row.pieceWeightG) : '',
      rendimiento_pct: plainDecimal(row.yieldPercent),
      ...taxCellsOf(row),
    })),
  );
}

export async function previewImport(db: Database, actor: Actor, csv: string): Promise<CsvPreview> {
  return toPreview(await planImport(db, actor.userId, csv));
}

/** All rows in one transaction, or none: any row with an error rolls everything back. */
export async function applyImport(db: Database, actor: Actor, csv: string): Promise<CsvImportOutcome> {
  return db.transaction(async (tx) => {
    await lockProductsImport(tx, actor.userId);
    const rows = await planImport(tx, actor.userId, csv, { lock: true });
    const errors = rowErrors(rows);
    if (errors) return { ok: false, errors };

    for (const row of rows) {
      const values = row.values!;
      const { currentPrice, stockQuantity, packs, ...fields } = values;
      if (row.action === 'create') {
        const productId = await insertProduct(tx, actor.userId, { values: { ...fields, currentPrice } });
        if (packs?.length) await replaceProductPacks(tx, actor.userId, { productId, packs });
        await applyStockChange(tx, { userId: actor.userId, productId, delta: stockQuantity, reason: 'import' });
      } else if (row.action === 'update') {
        const existing = row.existing!;
        await updateProductFields(tx, actor.userId, { productId: existing.id, fields });
        if (packs && row.packsChanged) await replaceProductPacks(tx, actor.userId, { productId: existing.id, packs });
        await changeProductPrice(tx, actor.userId, existing.id, currentPrice);
        if (compareDecimals(stockQuantity, existing.stockQuantity) !== 0) {
          const delta = subtractDecimals(stockQuantity, existing.stockQuantity);
          await applyStockChange(tx, { userId: actor.userId, productId: existing.id, delta, reason: 'import' });
        }
      }
    }
    return { ok: true, result: importResult(rows) };
  });
}
