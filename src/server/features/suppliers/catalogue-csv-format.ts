import { normalizeName } from '@common/inventory';
import { MARKETPLACE_UNITS, type MarketplaceUnit } from '@common/suppliers';
import { AVAILABILITY_CELLS, CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '@common/suppliers-csv';
import { readCsv, toCsv } from '../../platform/csv/csv-format';

export const toCatalogueCsv = (rows: Array<Record<CatalogueCsvColumn, string>>) => toCsv(CATALOGUE_CSV_COLUMNS, rows);

const HEADER_ALIASES: Record<string, CatalogueCsvColumn> = {
  nombre: 'nombre',
  name: 'nombre',
  producto: 'nombre',
  descripcion: 'descripcion',
  description: 'descripcion',
  categoria: 'categoria',
  category: 'categoria',
  unidad: 'unidad',
  unit: 'unidad',
  precio: 'precio',
  price: 'precio',
  stock: 'stock',
  existencia: 'stock',
  stock_quantity: 'stock',
  pedido_minimo: 'pedido_minimo',
  cantidad_minima: 'pedido_minimo',
  minimo: 'pedido_minimo',
  min_order_quantity: 'pedido_minimo',
  disponible: 'disponible',
  disponibilidad: 'disponible',
  available: 'disponible',
  is_available: 'disponible',
};

export const parseCatalogueCsv = (text: string) => readCsv(text, HEADER_ALIASES, 'nombre');

/** 'KG' → 'kg', 'Litro' → 'litro'; null when the cell names no unit of the marketplace. */
export function readUnit(cell: string): MarketplaceUnit | null {
  return MARKETPLACE_UNITS.find((unit) => unit === normalizeName(cell)) ?? null;
}

const YES = new Set(['si', 's', 'yes', 'y', 'true', 'verdadero', '1', 'disponible']);
const NO = new Set(['no', 'n', 'false', 'falso', '0', 'no disponible']);

/** 'Sí' → true, 'no' → false; null when the cell says neither. */
export function readAvailability(cell: string): boolean | null {
  const key = normalizeName(cell);
  return YES.has(key) ? true : NO.has(key) ? false : null;
}

export const writeAvailability = (available: boolean) => (available ? AVAILABILITY_CELLS.yes : AVAILABILITY_CELLS.no);
