import { stripAccents } from '@common/text';
import type { RawLine } from './line-items';
import { numericText } from './tokens';
import { unitOf } from './units';

/**
 * A printed CFDI whose concepts are blocks of labelled fields rather than a row each, as many
 * invoicing services print them:
 *
 *   1. Clave ProdServ: 50405803   Clave Unidad: XBX (Caja)   Cantidad: 4
 *      JITOMATE SALADET CAJA 22 KG
 *      Valor unitario: 410.00   Importe: 1,640.00   Objeto impuesto: 02 - Sí objeto de impuesto
 *
 * A block ends at its unit value and amount; its quantity and unit are the labelled ones above it,
 * its name the "Descripción" field or else the lines above that carry no label.
 */

/**
 * A field's value: what follows its label and a colon, up to the next run of spaces or, since OCR
 * gives one space for a column's gap, the next label ('Valor unitario: 410.00 Importe: 1,640.00').
 */
const field = (text: string, label: string): string | null =>
  new RegExp(
    `(?:^|\\s)${label}\\s*[:;]\\s*(\\S+(?: \\S+)*?)(?=\\s{2,}|\\s*$|\\s+\\(|\\s+\\p{L}[\\p{L}. ]{0,30}[:;]\\s)`,
    'iu',
  ).exec(text)?.[1] ?? null;

/** A line with any 'Label: value' field on it. */
const LABELLED = /(?:^|\s)[\p{L}.][\p{L}. /]*:\s/u;

const UNIT_PRICE = /(?:valor|precio) unitario/;

/** An invoice's six decimals ('4.000000', '287.931034') cut to what a quantity or a price keeps, rounding. */
function places(value: string | null, kept: number): string | null {
  const match = value && /^(\d[\d,]*)\.(\d+)$/.exec(value);
  if (!match || match[2].length <= kept) return value;
  const rounded = Number(`${match[1].replace(/,/g, '')}.${match[2]}`).toFixed(kept);
  // A price keeps four decimals (as costs print them) unless the last two are zeros.
  return kept === 4 && rounded.endsWith('00') ? rounded.slice(0, -2) : rounded;
}

export interface LabelledConcept {
  raw: RawLine;
  /** The block's first and last lines. */
  index: number;
  last: number;
}

export function labelledConcepts(lines: string[]): LabelledConcept[] {
  const folded = lines.map((line) => stripAccents(line).toLowerCase());
  const concepts: LabelledConcept[] = [];
  let start = 0;
  for (const [end, text] of folded.entries()) {
    const price = UNIT_PRICE.test(text) ? field(text, '(?:valor|precio) unitario') : null;
    const amount = field(text, 'importe');
    if (!price || !amount) continue;
    const block = folded.slice(start, end + 1);
    const quantityAt = block.findLastIndex((line) => field(line, 'cantidad') !== null);
    if (quantityAt < 0) {
      start = end + 1;
      continue;
    }
    const first = start + quantityAt;
    const unitCode = field(block[quantityAt], 'clave unidad') ?? field(block[quantityAt], 'unidad');
    const described = lines.slice(start, end).find((line) => /descripci[oó]n\s*:/i.test(line));
    const name = described
      ? described.replace(/^.*descripci[oó]n\s*:\s*/i, '').trim()
      : lines
          .slice(first + 1, end)
          .filter((line) => !LABELLED.test(line))
          .map((line) => line.trim())
          .join(' ');
    const quantity = places(numericText(field(block[quantityAt], 'cantidad')!), 3);
    if (name && quantity)
      concepts.push({
        raw: {
          name,
          quantity,
          unit: unitCode ? unitOf(unitCode.split(' ')[0].toUpperCase()) : null,
          unitPrice: places(numericText(price), 4),
          total: numericText(amount),
          others: [],
          wholeAmounts: false,
        },
        index: first,
        last: end,
      });
    start = end + 1;
  }
  return concepts;
}
