import { foldText } from '@common/text';
import { UNIT_ALIASES, unitCodeOf } from '@common/units';
import { shapeOf } from './shapes';

/**
 * Each unit spelling (of two letters or more) by its shape, so a unit OCR read with a look-alike
 * glyph ('K6', 'PZ4', 'PAO', '1TS') still names its unit. A shape two units share names neither.
 */
const UNIT_BY_SHAPE = (() => {
  const map = new Map<string, string | null>();
  for (const [unit, aliases] of Object.entries(UNIT_ALIASES)) {
    for (const alias of aliases) {
      if (alias.length < 2) continue;
      const shape = shapeOf(alias);
      const previous = map.get(shape);
      map.set(shape, previous === undefined || previous === unit ? unit : null);
    }
  }
  return map;
})();

/** The normalised unit of a token ('Kgs.' → 'kg', 'K6' → 'kg'), or null when it is not a unit. */
export function unitOf(token: string): string | null {
  const key = foldText(token).replace(/[.:,]+$/, '');
  const exact = unitCodeOf(key);
  if (exact) return exact;
  if (key.length < 2 || key.length > 6 || !/[a-z]/.test(key)) return null;
  return UNIT_BY_SHAPE.get(shapeOf(key)) ?? null;
}

/** Units measured on a scale: their quantities carry up to three decimals. */
export const WEIGHED_UNITS = new Set(['kg', 'g', 'lt', 'ml', 'lb']);
