import { foldText } from '@common/text';
import { KITCHEN_MEASURES, UNIT_ALIASES, unitCodeOf, unitOfSatCode, type UnitCode } from '@common/units';
import { editDistance, shapeOf } from './shapes';
import { isSpanishWord } from './spanish-words';

/** The units a ticket sells by, with their spellings: a word that only looks like a unit is read as one of these. */
const SOLD_BY = Object.entries(UNIT_ALIASES).filter(([unit]) => !KITCHEN_MEASURES.has(unit as UnitCode));

/**
 * Each unit spelling (of two letters or more) by its shape, so a unit OCR read with a look-alike
 * glyph ('K6', 'PZ4', 'PAO', '1TS') still names its unit. A shape two units share names neither.
 */
const UNIT_BY_SHAPE = (() => {
  const map = new Map<string, string | null>();
  for (const [unit, aliases] of SOLD_BY) {
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
  // A printed CFDI's unit column holds the SAT's codes ('KGM', 'H87'), in capitals.
  const sat = /^[A-Z][A-Z\d]{1,2}$/.test(token) ? unitOfSatCode(token) : null;
  if (sat) return sat;
  if (key.length < 2 || key.length > 6 || !/[a-z]/.test(key)) return null;
  return UNIT_BY_SHAPE.get(shapeOf(key)) ?? null;
}

/** Units measured on a scale: their quantities carry up to three decimals. */
export const WEIGHED_UNITS = new Set(['kg', 'g', 'lt', 'ml', 'lb']);

/** Scale units whose weights print as a whole number and three decimals ('2.450 KG', '1.250 LT'). */
const THOUSANDTHS_UNITS = new Set(['kg', 'lt']);

/**
 * A quantity of kilos or litres printed as four digits ('2450 KG') is a scale's weight whose point
 * OCR lost: a kitchen does not buy thousands of kilos on one line, and scales print three decimals.
 */
export function scaleWeight(quantity: string, unit: string | null): string {
  return unit && THOUSANDTHS_UNITS.has(unit) && /^\d{4}$/.test(quantity)
    ? `${quantity[0]}.${quantity.slice(1)}`
    : quantity;
}

const ALIAS_SHAPES = SOLD_BY.flatMap(([unit, aliases]) =>
  aliases.filter((alias) => alias.length >= 3).map((alias) => ({ unit, shape: shapeOf(alias) })),
);

/**
 * The unit of a token printed where a unit goes (right after a quantity): a spelling we know, a
 * ticket's cut of one ('LAT' for lata: three letters or more that begin only one unit's
 * spellings), or one of four letters or more with one glyph lost, added or misread ('HPZAS'). Null
 * when no unit, or more than one, fits.
 */
export function unitAtPosition(token: string): string | null {
  const known = unitOf(token);
  if (known) return known;
  const key = foldText(token).replace(/[.:,]+$/, '');
  if (key.length < 3 || key.length > 8 || !/^[a-z]/.test(key)) return null;
  // A word of the language is the name's, however near a unit it looks ('4 POLLO ENTERO' is no 'ROLLO').
  if (isSpanishWord(key)) return null;
  const shape = shapeOf(key);
  const units = new Set<string>();
  for (const alias of ALIAS_SHAPES) {
    if (/^[a-z]+$/.test(key) && alias.shape.length > shape.length && alias.shape.startsWith(shape))
      units.add(alias.unit);
    if (shape.length >= 4 && alias.shape.length >= 4 && editDistance(shape, alias.shape, 1) <= 1) units.add(alias.unit);
  }
  return units.size === 1 ? [...units][0] : null;
}

/** A scale's weight whose point OCR read as a space ('2 340LT', '1 250 KG' → '2.340 LT', '1.250 KG'). */
export function joinSpacedWeights(line: string): string {
  return line.replace(/(?<=^|\s)(\d{1,3}) (\d{3}) ?(\p{L}{1,3}\.?)(?=\s|$)/gu, (printed, whole, thousandths, unit) =>
    THOUSANDTHS_UNITS.has(unitOf(unit) ?? '') ? `${whole}.${thousandths} ${unit}` : printed,
  );
}
