import { joinSpacedWeights, unitOf } from './units';

/** The unit a price is per, printed after it ('24.90/KG', '$119.00 / kg'): the quantity's unit says it already. */
const PER_UNIT = /(?<=\d)\s*\/\s*([A-Za-z]{1,5})\.?(?=\s|$)/g;

/**
 * A field's label right before its figure ('CANT 2', 'P.Unit $28.00', 'Importe $560.00', 'PESO 1.480 KG',
 * 'PRECIO x CAJA $1,150.00', 'PRECIO/KG 36.90'): the figure is the line's, the label no product's name.
 */
const FIELD_LABEL =
  /\b(?:CANT(?:IDAD)?|PESO|IMPORTE|P\.?\s?U(?:NIT(?:ARIO)?)?\.?|PRECIO(?:\s+UNIT(?:ARIO)?\.?|\s*(?:\/|x|POR)\s*\p{L}+)?)\s*[:.]?\s*(?=\$?\d)/giu;

/**
 * On a line that opens with its count, the unit a price is per printed right after it, before the
 * amount ('3  62.400  AGUACATE  58.00 KG  3,619.20'): the arithmetic says which count it is.
 */
const UNIT_AFTER_PRICE = /(?<=^\d.*\d[.,]\d{2})\s+([A-Za-z]{1,5})\.?(?=\s+\$?\d[\d,]*[.,]\d{2}\s*$)/;

/** A token OCR made of dot leaders: no digit, and the dots or specks it read them as ('.....c_e.e.eesso.'). */
const isLeaderSpecks = (token: string) => !/\d/.test(token) && /[._<>:;'-]/.test(token);

/** Dot leaders between a price and the amount, as OCR reads them ('2 CAJA x 598.00 ..e.eesso. 1,196.00'). */
function withoutLeaders(line: string): string {
  const parts = /^(.*\d[.,]\d{2})\s+(\S.*?)(\s+\$?\d[\d.,]*[.,]\d{2})$/.exec(line);
  return parts && parts[2].split(' ').every(isLeaderSpecks) ? `${parts[1]}${parts[3]}` : line;
}

/** Glyphs OCR reads for rules, column gaps and specks, and spaces it puts inside numbers. */
export function cleanLine(line: string): string {
  const spaced = line
    .replace(/[—–_|¦"“”‘’«»~^`´©®°¢£€¥§¶•·=]+/g, ' ')
    .replace(/\s-+\s/g, ' ')
    .replace(/(\d)\s+([.,])\s*(\d)/g, '$1$2$3')
    .replace(/(\d)([.,])\s+(\d{2,3})\b/g, '$1$2$3')
    .replace(/\$\s+(?=\d)/g, '$')
    // No amount prints a '$' right before its point ('$.935'): that '$' is a 5 read as an S.
    .replace(/\$(?=[.,]\d)/g, '5')
    // OCR's mark for a glyph it could not read ('7? KG'), never printed on a ticket.
    .replace(/\?/g, '')
    // A point read as a space in an amount ('$59 53', '1,632 53'), at the end of the line.
    .replace(/(\$\d+|\b\d{1,3}(?:,\d{3})+) (\d{2})\s*$/, '$1.$2')
    .replace(PER_UNIT, (printed, unit: string) => (unitOf(unit) ? ' ' : printed))
    .replace(FIELD_LABEL, '')
    // What a price is per, after it: 'each' ('10 @ 18.90 ea', '189,00 c/u') or a unit ('$46.00 el kg').
    .replace(/(?<=\d[.,]\d{2})\s+(?:EA|C\/U)\.?(?=\s|$)/gi, '')
    .replace(/(?<=\d[.,]\d{2})\s+(?:EL|LA|POR)\s+(\p{L}{1,6})\.?(?=\s|$)/giu, (printed, unit: string) =>
      unitOf(unit) ? '' : printed,
    )
    // Dot leaders between a product and its amount ('2 CAJA x 412.00 ........ 824.00').
    .replace(/\s\.{3,}\s/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return joinSpacedWeights(
    withoutLeaders(spaced)
      .replace(UNIT_AFTER_PRICE, (printed, unit: string) => (unitOf(unit) ? '' : printed))
      .trim(),
  );
}
