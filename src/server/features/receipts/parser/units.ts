import type { RECEIPT_UNITS } from '@common/receipts';
import { stripAccents } from '@common/text';

/** Spellings of units on tickets and notas de remisión, to the app's short forms. */
const UNIT_SPELLINGS: Record<(typeof RECEIPT_UNITS)[number], string[]> = {
  kg: ['KG', 'KGS', 'KILO', 'KILOS', 'KILOGRAMO', 'KILOGRAMOS', 'K6'],
  g: ['G', 'GR', 'GRS', 'GRAMO', 'GRAMOS', 'GMS'],
  lt: ['LT', 'LTS', 'L', 'LITRO', 'LITROS', 'LTR', 'LTRS'],
  ml: ['ML', 'MLS', 'MILILITROS'],
  pza: ['PZA', 'PZAS', 'PZ', 'PZS', 'PIEZA', 'PIEZAS', 'PZ.', 'UN', 'UNI', 'UND', 'UNID', 'UNIDAD', 'UNIDADES', 'PZ4', 'P2A'],
  caja: ['CAJA', 'CAJAS', 'CJA', 'CJ', 'CJS', 'CAJ'],
  paq: ['PAQ', 'PAQS', 'PAQUETE', 'PAQUETES', 'PQT', 'PQ', 'PAO'],
  bolsa: ['BOLSA', 'BOLSAS', 'BOL', 'BSA'],
  lb: ['LB', 'LBS', 'LIBRA', 'LIBRAS'],
  docena: ['DOC', 'DOCENA', 'DOCENAS', 'DZ'],
  manojo: ['MANOJO', 'MANOJOS', 'MJO', 'MAN'],
  lata: ['LATA', 'LATAS'],
  bote: ['BOTE', 'BOTES'],
  costal: ['COSTAL', 'COSTALES', 'BULTO', 'BULTOS', 'SACO', 'SACOS'],
  rollo: ['ROLLO', 'ROLLOS'],
};

const UNIT_BY_SPELLING = new Map(Object.entries(UNIT_SPELLINGS).flatMap(([unit, spellings]) => spellings.map((spelling) => [spelling, unit])));

/** The normalised unit of a token ('Kgs.' → 'kg'), or null when it is not a unit. */
export function unitOf(token: string): string | null {
  const key = stripAccents(token)
    .toUpperCase()
    .replace(/[.:,]+$/, '');
  return UNIT_BY_SPELLING.get(key) ?? null;
}

/** Units measured on a scale: their quantities carry up to three decimals. */
export const WEIGHED_UNITS = new Set(['kg', 'g', 'lt', 'ml', 'lb']);
