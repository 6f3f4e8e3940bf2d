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
  presentaciones: 'presentaciones',
  presentaciones_de_compra: 'presentaciones',
  packs: 'presentaciones',
  densidad_kg_l: 'densidad_kg_l',
  densidad: 'densidad_kg_l',
  density: 'densidad_kg_l',
  density_kg_per_l: 'densidad_kg_l',
  peso_pieza_g: 'peso_pieza_g',
  peso_por_pieza_g: 'peso_pieza_g',
  peso_pieza: 'peso_pieza_g',
  piece_weight_g: 'peso_pieza_g',
  rendimiento_pct: 'rendimiento_pct',
  rendimiento: 'rendimiento_pct',
  rendimiento_porcentaje: 'rendimiento_pct',
  yield_percent: 'rendimiento_pct',
  iva: 'iva',
  tasa_iva: 'iva',
  ieps: 'ieps',
};

export const parseProductsCsv = (text: string) => readCsv(text, HEADER_ALIASES, 'nombre');
