import { CSV_COLUMNS, type CsvColumn } from '@common/inventory-csv';
import { readCsv, toCsv } from '../../platform/csv/csv-format';

export type CsvProductRow = Record<CsvColumn, string>;

export const toProductsCsv = (rows: CsvProductRow[]) => toCsv(CSV_COLUMNS, rows);

const HEADER_ALIASES: Record<string, CsvColumn> = {
  nombre: 'nombre',
  name: 'nombre',
  producto: 'nombre',
  unidad: 'unidad',
  unit: 'unidad',
  precio: 'precio',
  precio_actual: 'precio',
  price: 'precio',
  current_price: 'precio',
  stock: 'stock',
  existencia: 'stock',
  stock_quantity: 'stock',
  stock_minimo: 'stock_minimo',
  minimo: 'stock_minimo',
  cantidad_minima: 'stock_minimo',
  min_stock_quantity: 'stock_minimo',
  proveedor: 'proveedor',
  supplier: 'proveedor',
  categoria: 'categoria',
  category: 'categoria',
};

export const parseProductsCsv = (text: string) => readCsv(text, HEADER_ALIASES, 'nombre');
