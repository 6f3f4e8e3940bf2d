import { MARKETPLACE_UNITS } from './suppliers';

/** The catalogue CSV columns, in export order; the import also accepts them in any order and case. */
export const CATALOGUE_CSV_COLUMNS = [
  'nombre',
  'descripcion',
  'categoria',
  'unidad',
  'precio',
  'stock',
  'pedido_minimo',
  'disponible',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** How the export writes availability; the import also reads si/no, true/false, 1/0. */
export const AVAILABILITY_CELLS = { yes: 'sí', no: 'no' } as const;

export const CATALOGUE_CSV_MESSAGES = {
  invalidUnit: (unit: string) => `La unidad "${unit}" no es válida; usa ${MARKETPLACE_UNITS.join(', ')}`,
  invalidAvailability: (value: string) => `Disponible debe ser "sí" o "no" (se leyó "${value}")`,
} as const;
