import type { ExportQuery } from '@common/reports';
import { WASTE_REASON_LABELS } from '@common/waste';
import type { Actor } from '../../platform/actor';
import { toCsv } from '../../platform/csv/csv-format';
import type { Queryable } from '../../platform/db/client';
import {
  countVarianceReport,
  foodCostReport,
  inventoryValueReport,
  priceReport,
  spendReport,
  wasteReport,
} from './service';

type Row<C extends string> = Record<C, string>;
const csv = <C extends string>(columns: readonly C[], rows: Array<Row<C>>) => toCsv(columns, rows);

/** One table of /reportes as the page shows it, in the project's CSV (UTF-8 BOM, CRLF, formula guard). */
export async function reportCsv(db: Queryable, actor: Actor, query: ExportQuery, now = new Date()): Promise<string> {
  switch (query.table) {
    case 'gasto-periodo': {
      const report = await spendReport(db, actor, query, now);
      return csv(
        ['inicio', 'gasto'],
        report.byPeriod.map((row) => ({ inicio: row.start, gasto: row.total })),
      );
    }
    case 'gasto-proveedor':
    case 'gasto-categoria': {
      const report = await spendReport(db, actor, query, now);
      const column = query.table === 'gasto-proveedor' ? 'proveedor' : 'categoria';
      const rows = query.table === 'gasto-proveedor' ? report.bySupplier : report.byCategory;
      return csv(
        [column, 'gasto'],
        rows.map((row) => ({ [column]: row.name, gasto: row.total }) as Row<typeof column | 'gasto'>),
      );
    }
    case 'precios': {
      const report = await priceReport(db, actor, query, now);
      return csv(
        ['fecha', 'precio'],
        report.points.map((point) => ({ fecha: point.at, precio: point.price })),
      );
    }
    case 'costo-recetas': {
      const report = await foodCostReport(db, actor, query, now);
      return csv(
        ['receta', 'precio_venta', 'costo_por_porcion', 'costo_alimentos_pct', 'margen', 'ingredientes_faltantes'],
        report.recipes.map((recipe) => ({
          receta: recipe.name,
          precio_venta: recipe.salePrice,
          costo_por_porcion: recipe.costPerUnit,
          costo_alimentos_pct: recipe.foodCostPercent,
          margen: recipe.margin,
          ingredientes_faltantes: String(recipe.incomplete),
        })),
      );
    }
    case 'costo-real': {
      const { actual } = await foodCostReport(db, actor, query, now);
      const line = (concepto: string, valor: string | null) => ({ concepto, valor: valor ?? '' });
      return csv(
        ['concepto', 'valor'],
        [
          line('inventario_inicial', actual.opening),
          line('compras', actual.purchases),
          line('traspasos', actual.transfers),
          line('inventario_final', actual.closing),
          line('consumo', actual.consumption),
          line('ventas', actual.sales),
          line('preparaciones', String(actual.preparations)),
          line('costo_teorico_de_lo_preparado', actual.theoreticalCost),
          line('costo_real_pct', actual.percent),
          line('costo_teorico_pct', actual.theoreticalPercent),
        ],
      );
    }
    case 'merma': {
      const report = await wasteReport(db, actor, query, now);
      return csv(
        ['motivo', 'registros', 'valor'],
        report.byReason.map((row) => ({
          motivo: WASTE_REASON_LABELS[row.reason],
          registros: String(row.count),
          valor: row.total,
        })),
      );
    }
    case 'diferencias-conteo': {
      const report = await countVarianceReport(db, actor, query, now);
      return csv(
        ['producto', 'unidad', 'diferencia', 'valor'],
        report.byProduct.map((row) => ({
          producto: row.name,
          unidad: row.unit,
          diferencia: row.quantity,
          valor: row.total,
        })),
      );
    }
    case 'valor-inventario': {
      const report = await inventoryValueReport(db, actor, query, now);
      return csv(
        ['dia', 'valor'],
        report.points.map((point) => ({ dia: point.day, valor: point.value })),
      );
    }
  }
}
