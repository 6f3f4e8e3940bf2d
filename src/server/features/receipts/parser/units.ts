import { foldText } from '@common/text';
import { unitCodeOf } from '@common/units';

/** Units as OCR misreads them on tickets ('K6' for KG, 'PAO' for PAQ), beside the real spellings. */
const OCR_MISREADS = new Map([
  ['k6', 'kg'],
  ['pz4', 'pza'],
  ['p2a', 'pza'],
  ['pao', 'paq'],
]);

/** The normalised unit of a token ('Kgs.' → 'kg'), or null when it is not a unit. */
export function unitOf(token: string): string | null {
  const key = foldText(token).replace(/[.:,]+$/, '');
  return unitCodeOf(key) ?? OCR_MISREADS.get(key) ?? null;
}

/** Units measured on a scale: their quantities carry up to three decimals. */
export const WEIGHED_UNITS = new Set(['kg', 'g', 'lt', 'ml', 'lb']);
