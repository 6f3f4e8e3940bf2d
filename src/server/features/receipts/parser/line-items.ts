import {
  digitOfGlyph,
  isCode,
  isFiller,
  isFlag,
  looksLikeMoney,
  looksLikeQuantity,
  numericText,
  unitAt,
} from './tokens';
import { unitCodeOf, unitOfSatCode } from '@common/units';
import { joinSpacedWeights, unitAtPosition, unitOf, WEIGHED_UNITS } from './units';

export { isSummaryLine } from './summary-words';

/** One receipt line split into its printed parts (numbers as printed), before the arithmetic check. */
export interface RawLine {
  name: string;
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  total: string | null;
  /** Every other number the line prints (a cost beside a price, a units column): the check may take quantity or price from them. */
  others: string[];
  /** Numbers printed between the quantity and the name ('3  62.40  POLLO': boxes, then kilos), tried before the others. */
  leading?: string[];
  /** Amounts printed without cents (handwritten notes): trusted only when the arithmetic agrees. */
  wholeAmounts: boolean;
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

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
  return joinSpacedWeights(
    line
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
      .trim()
      .replace(/^.*$/, withoutLeaders)
      .replace(UNIT_AFTER_PRICE, (printed, unit: string) => (unitOf(unit) ? '' : printed))
      .trim(),
  );
}

/** '31.13A' and '71.10-*' → amount and flag; '1.250KG' or '2x' → quantity and unit or 'x'. */
function splitGlued(tokens: string[]): string[] {
  return tokens.flatMap((token, index) => {
    const flagged = /^(\$?[\d.,:]*[.,:]\d{2})-?([A-Z*+#]{1,2})$/.exec(token);
    if (flagged) return [flagged[1], flagged[2]];
    // The price may hold a digit's look-alike ('2x54.D0'), read as a number like any other.
    const times = /^(\d+(?:[.,]\d{1,3})?)[xX@*](\$?\d[\d.,A-Za-z]*)?$/.exec(token);
    // An '@' glued to the price after the name ('TAKIS FUEGO 70G @17.50 210.00').
    const at = /^@(\$?\d[\d.,]*)$/.exec(token);
    if (at && index > 0) return ['@', at[1]];
    // Past the line's start, whole numbers either side of an 'x' are a size ('BOLSA 90X120').
    const size = index > 0 && times?.[2] !== undefined && /^\d+$/.test(times[1]) && /^\d+$/.test(times[2]);
    if (times && !size && (!times[2] || numericText(times[2]))) return [times[1], 'x', ...(times[2] ? [times[2]] : [])];
    return index === 0 ? splitMeasure(token) : [token];
  });
}

function splitMeasure(token: string): string[] {
  const measured = /^(\d+(?:[.,]\d{1,3})?)([A-Za-z]{1,6}\.?)$/.exec(token);
  if (measured && unitOf(measured[2])) return [measured[1], measured[2]];
  return [token];
}

/** Digits and a unit of measure with no point between ('120G', '946ml'): a package size. */
const isSize = (token: string) => {
  const size = /^\d+([A-Za-z]{1,3})$/.exec(token);
  return !!size && WEIGHED_UNITS.has(unitOf(size[1]) ?? '');
};

/** A name that closes with its size ('HIELO BOLSA 5 KG', 'LECHE 1.8LT'). */
function endsWithSize(tokens: string[]): boolean {
  const [before, last] = [tokens.at(-2) ?? '', tokens.at(-1) ?? ''];
  const glued = /^\d+(?:[.,]\d+)?([A-Za-z]{1,3})$/.exec(last);
  if (glued) return WEIGHED_UNITS.has(unitOf(glued[1]) ?? '');
  return WEIGHED_UNITS.has(unitOf(last) ?? '') && /^\d+(?:[.,]\d+)?$/.test(before);
}

interface Trailing {
  numbers: string[];
  /** Each number as printed ('560G' read as 5606): what goes back into the name when it is the name's. */
  printed: string[];
  /** Index in `numbers` of the one printed right after an 'x' or '@' (the unit price of '2 x 18.00'). */
  afterTimes: number;
}

/** Numbers at the right end (up to five), flags, '$' and 'x' skipped. */
function takeTrailingNumbers(tokens: string[]): Trailing {
  const numbers: string[] = [];
  const printed: string[] = [];
  let timesFromEnd = -1;
  while (tokens.length > 0 && numbers.length < 5) {
    const last = tokens[tokens.length - 1];
    // A flag read as a digit ('A' as 4) after the amount: no ticket prints a lone digit there; nor a
    // catalogue code ('02', a printed CFDI's ObjetoImp column).
    const cents = (token: string | undefined) => /[.,]\d{2}$/.test(numericText(token ?? '') ?? '');
    const isFlagAfterTotal =
      numbers.length === 0 &&
      tokens.length > 1 &&
      ((isFlag(last) && looksLikeMoney(tokens[tokens.length - 2])) ||
        (/^(?:\d|0\d)$/.test(last) && cents(tokens[tokens.length - 2])) ||
        // That code misread ('62', '062' for '02') after a price and an amount: no count prints there.
        (/^\d{2,3}$/.test(last) &&
          cents(tokens[tokens.length - 2]) &&
          looksLikeMoney(tokens[tokens.length - 3] ?? '')));
    if (isFlagAfterTotal || last === '$') {
      tokens.pop();
      continue;
    }
    if (numbers.length > 0 && isFiller(last)) {
      if (/^[xX×@*]/.test(last) && timesFromEnd < 0) timesFromEnd = numbers.length - 1;
      tokens.pop();
      continue;
    }
    // A lone glyph between two numbers is a digit OCR misread ('29.16 A 116.64').
    const glyph = numbers.length > 0 && tokens.length > 1 ? digitOfGlyph(last) : null;
    const before = tokens[tokens.length - 2];
    if (glyph && before && (looksLikeMoney(before) || looksLikeQuantity(before))) {
      printed.unshift(tokens.pop()!);
      numbers.unshift(glyph);
      continue;
    }
    // One unreadable glyph among the numbers: dropped, the arithmetic works without it.
    if (numbers.length > 0 && /^[^\p{L}\d]$|^[^\x00-\x7f]$/u.test(last) && before && looksLikeMoney(before)) {
      tokens.pop();
      continue;
    }
    if (!looksLikeMoney(last) && !looksLikeQuantity(last)) break;
    // A size closing the name ('NESCAFE 120G', 'ACEITE 946ml'), though a 'G' or an 'l' may stand for a digit.
    if (isSize(last)) break;
    printed.unshift(tokens.pop()!);
    numbers.unshift(numericText(printed[0].replace(/(?<=\d)[-:](?=\d{2,4}$)/, '.'))!);
  }
  return { numbers, printed, afterTimes: timesFromEnd < 0 ? -1 : numbers.length - 1 - timesFromEnd };
}

interface Lead {
  quantity: string | null;
  unit: string | null;
}

/** Tokens of a cleaned line, with amounts and flags, quantities and 'x', quantities and units apart. */
const tokensOf = (line: string) => splitGlued(line.split(' ').filter(Boolean));

/** Whether a line opens with a quantity and a unit spelled as we know it ('4.350 KG …', '3 PZAS …'). */
export function opensWithQuantityAndUnit(line: string): boolean {
  const tokens = tokensOf(line);
  return tokens.length > 2 && looksLikeQuantity(tokens[0]) && unitOf(tokens[1]) !== null;
}

/** A unit OCR garbled beyond its spellings ('XG' for KG): a short token with a name after it. */
const garbledUnit = (tokens: string[]) =>
  tokens.length > 1 &&
  tokens[0].length <= 3 &&
  !looksLikeQuantity(tokens[0]) &&
  letters(tokens.slice(1).join(' ')) >= 3;

/**
 * Quantity and unit at the start: '1.250 KG', '2 x', a misread quantity before a unit ('+ PZA').
 * `unitColumn`: the receipt prints a unit after each line's quantity, so what stands there is one.
 */
function takeLeadingQuantity(tokens: string[], unitColumn: boolean): Lead {
  // Two letters are a brand's initials ('KS BOLSA BASURA'), not a misread digit.
  const glyphs = tokens.length > 1 && tokens[0].length <= 2 && !/^\p{L}{2}$/u.test(tokens[0]);
  if (glyphs && !looksLikeQuantity(tokens[0]) && unitOf(tokens[1])) {
    // The quantity is a glyph that looks like a digit ('g KG' for 9), or unreadable.
    const quantity = digitOfGlyph(tokens[0]);
    const unit = unitOf(tokens[1]);
    tokens.splice(0, 2);
    return { quantity, unit };
  }
  if (!tokens[0] || !looksLikeQuantity(tokens[0])) return { quantity: null, unit: null };
  const quantity = numericText(tokens.shift()!)!;
  while (tokens.length > 1 && isFiller(tokens[0])) tokens.shift();
  const unit =
    tokens.length > 1
      ? unitAt(tokens[0])
      : unitOf(tokens[0] ?? '')
        ? { unit: unitOf(tokens[0])!, garbled: false }
        : null;
  if (unit || (unitColumn && garbledUnit(tokens))) tokens.shift();
  // A printed CFDI spells the unit after its code ('XBX Caja', 'KGM Kilogramo').
  if (unit && tokens.length > 1 && /^\p{L}{3,}$/u.test(tokens[0]) && unitCodeOf(tokens[0]) === unit.unit)
    tokens.shift();
  // A wholesaler's pack column after the unit ('CJ  6/1 GAL  ACEITE …', '80/113 G', '6/#10').
  if (unit && tokens.length > 2 && /^\d+\/(?:\d+(?:[.,]\d+)?|#\d+)$/.test(tokens[0])) {
    tokens.shift();
    if (tokens.length > 1 && unitOf(tokens[0])) tokens.shift();
  }
  while (tokens.length > 0 && isFiller(tokens[0])) tokens.shift();
  // A lone speck between the unit and the name ('0.780 Kg 1 CEBOLLA') is not part of the name.
  if (unit && tokens.length > 1 && /^[^\p{L}]$/u.test(tokens[0]) && letters(tokens[1]) >= 3) tokens.shift();
  return { quantity, unit: unit?.unit || null };
}

/**
 * A name line's own quantity and unit, when it opens with them ('2 PZA LECHE LALA 1L' over
 * '@ 28.50  57.00'), and its name without them; a number alone before the name may be a code.
 */
export function splitLeadingQuantity(line: string): Lead & { name: string; uncoded: string } {
  const tokens = tokensOf(line);
  const uncoded = cleanName(looksLikeQuantity(tokens[0] ?? '') ? tokens.slice(1) : tokens);
  const lead = takeLeadingQuantity(tokens, false);
  return { ...lead, name: cleanName(tokens), uncoded };
}

/** Quantity and unit printed after the name ('JITOMATE 1.250 KG'); without a unit only a weight ('1.250'). */
function takeTrailingQuantity(tokens: string[]): Lead {
  while (tokens.length > 0 && isFiller(tokens[tokens.length - 1])) tokens.pop();
  if (tokens.length > 0) tokens.splice(tokens.length - 1, 1, ...splitMeasure(tokens[tokens.length - 1]));
  const last = tokens[tokens.length - 1] ?? '';
  // A quantity glued to a garbled unit ('9C]J', 'B8LATA'), or a digit's look-alike glued to a unit ('BL': 8 L).
  const glued = /^[^\d\s]?(\d+(?:[.,]\d{1,3})?)([^\d\s.,]{1,5})$/.exec(last);
  const shaped = /^([^\d\s])(\p{L}{1,4})$/u.exec(last);
  if (tokens.length > 1 && glued && (unitAtPosition(glued[2]) || unitAt(glued[2]))) {
    tokens.pop();
    return { quantity: glued[1], unit: unitAtPosition(glued[2]) ?? (unitAt(glued[2])?.unit || null) };
  }
  if (tokens.length > 1 && shaped && digitOfGlyph(shaped[1]) && unitOf(shaped[2])) {
    tokens.pop();
    return { quantity: digitOfGlyph(shaped[1]), unit: unitOf(shaped[2]) };
  }
  const position = tokens.length > 1 ? (unitAtPosition(last) ?? unitAt(last)?.unit ?? null) : null;
  const unit = position === null ? null : position;
  const token = tokens[tokens.length - (unit !== null ? 2 : 1)];
  if (!token || !looksLikeQuantity(token) || !(unit !== null || /[.,]\d{3}$/.test(token)))
    return { quantity: null, unit: null };
  tokens.splice(tokens.length - (unit !== null ? 2 : 1));
  return { quantity: numericText(token), unit: unit || null };
}

/**
 * A weight printed first and its unit after the name ('0.850 CEBOLLA BLANCA KG 22.02'): a scale's
 * unit closing the name, not a size ('AGUA 1 L', where a number comes before it).
 */
function takeWeighedUnitAfterName(tokens: string[], quantity: string): string | null {
  const unit = tokens.length > 1 ? unitOf(tokens[tokens.length - 1]) : null;
  const isSize = looksLikeQuantity(tokens[tokens.length - 2] ?? '');
  if (!unit || !WEIGHED_UNITS.has(unit) || isSize || !/[.,]\d{3}$/.test(quantity)) return null;
  tokens.pop();
  return unit;
}

/** A lot or batch number printed beside the name ('L250203-07'). */
const isLot = (token: string) => /^(?:L|LT|LOTE)?\d{5,}(?:[-/]\d+)?$/i.test(token) && /\D/.test(token);

/** A code opening the name with its label ('PLU 012', 'SKU: 4471', 'COD. 88'), or an item code with a hyphen ('CT-1D'). */
const CODE_LABEL =
  /^(?:(?:PLU|SKU|UPC|EAN|COD(?:IGO)?\.?|CLAVE|ART\.?)\s*[:#]?\s*[\w-]+|(?=[A-Z\d-]*\d)[A-Z\d]{1,5}-[A-Z\d]{1,6})(?:\s+(?=\S)|$)/i;

/** The product's name as printed: no codes, no specks at its ends, 'O' for '0' inside numbers fixed. */
export function cleanName(printed: string | string[]) {
  const tokens = typeof printed === 'string' ? printed.split(' ') : printed;
  let name = tokens
    .filter((token) => !/^\d{7,14}$/.test(token) && !isLot(token))
    .join(' ')
    .replace(CODE_LABEL, '')
    // A bulk sale's mark in the department column ('GRANEL  ZANAHORIA').
    .replace(/^GRANEL\s+(?=\p{L})/iu, '')
    .replace(/^[^\p{L}\d]+|[^\p{L}\d)]+$/gu, '')
    .replace(/^[a-z]{1,2}(?=[A-Z]{3})/, '')
    .trim();
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(/(?<=\d)[Oo]|[Oo](?=\d)/, '0');
  }
  return name;
}

const isWhole = (text: string) => /^\d+$/.test(text);
const hasCents = (text: string) => /[.,]\d{2,4}$/.test(text);

/**
 * Which printed number is which, by position: the last is the amount (unless an 'x' comes right
 * before it: '2 x 18.00' prints no amount), a number before 'x' (or a whole number among several)
 * is the quantity, the number after 'x' or before the amount the unit price; the rest are kept
 * for the arithmetic check, which may prefer them.
 */
function assign(
  numbers: string[],
  afterTimes: number,
  lead: Lead,
  named: boolean,
): Omit<RawLine, 'name' | 'unit' | 'wholeAmounts'> {
  const rest = [...numbers];
  const timesPrice = afterTimes >= 0 ? numbers[afterTimes] : null;
  let quantity = lead.quantity;
  if (!quantity && afterTimes > 0) quantity = rest.splice(afterTimes - 1, 1)[0];
  if (!quantity && rest.length >= 2 && (named ? rest.length >= 3 : isWhole(rest[0]))) {
    const index = rest.findIndex(isWhole);
    if (index >= 0 && index < rest.length - 1) quantity = rest.splice(index, 1)[0];
  }
  // A detail line prints its quantity first ('1.250 x 32.0000 40.00'), also when OCR lost the sign after it.
  if (!quantity && !named && rest.length >= 3) quantity = rest.shift()!;
  // A detail line with a single amount ('2 MJO x $8.00', '2 18.50') prints the unit price, not the amount.
  const printsTotal = afterTimes !== numbers.length - 1 && (named || rest.length >= 2);
  const total = printsTotal ? rest.pop()! : null;
  const priceIndex = timesPrice && rest.includes(timesPrice) ? rest.indexOf(timesPrice) : rest.length - 1;
  const unitPrice = priceIndex >= 0 ? rest.splice(priceIndex, 1)[0] : null;
  return { quantity, unitPrice, total, others: rest };
}

/**
 * Splits a cleaned line into quantity, unit, name, unit price, total and any other numbers. Lines
 * with no number after the name answer null; a line with numbers but no name (a '1.250 KG x 24.90'
 * or '2 x 18.00 36.00' detail line) answers an empty name.
 */
export function readLine(line: string, unitColumn = false): RawLine | null {
  const tokens = tokensOf(line);
  // A department or tax letter, or a mark, before the item number ('E  981234  ACEITE …', '*  12099  CONT …').
  if (tokens.length > 2 && /^(?:[A-Z]|[*#]+)$/.test(tokens[0]) && isCode(tokens[1])) tokens.shift();
  while (tokens.length > 1 && isCode(tokens[0])) tokens.shift();
  if (tokens.length > 2 && /^\d{4,7}$/.test(tokens[0]) && looksLikeQuantity(tokens[1])) tokens.shift();
  // A printed CFDI's unit code before the quantity ('KGM  20.00 KILO  MANTECA …'): the unit is spelled after it.
  if (tokens.length > 3 && unitOfSatCode(tokens[0]) && looksLikeQuantity(tokens[1]) && unitOf(tokens[2]))
    tokens.shift();
  let { numbers, printed, afterTimes } = takeTrailingNumbers(tokens);
  if (numbers.length === 0) return null;
  // A labelled field ('Abonado: $0.00', 'Pesos por caja: 22.860 / 22.340') is not a product.
  if (tokens.length > 1 && /\p{L}:$/u.test(tokens[tokens.length - 1])) return null;
  // A warehouse club's item number before the name of a line that prints only its amount ('7712 COCA COLA').
  if (numbers.length === 1 && tokens.length > 1 && /^\d{4,}$/.test(tokens[0]) && letters(tokens[1]) >= 2)
    tokens.shift();
  // A dash where a count column is empty ('-  5.20  MOLLEJA').
  if (tokens.length > 2 && tokens[0] === '-' && looksLikeQuantity(tokens[1])) tokens.shift();
  // An item number opening a line that prints its count after the name ('2011 GANSITO 50G  10  19.00  190.00').
  if (/^\d{4,}$/.test(tokens[0] ?? '') && !unitOf(tokens[1] ?? '') && numbers.length >= 3 && isWhole(numbers[0]))
    tokens.shift();
  let lead = takeLeadingQuantity(tokens, unitColumn);
  // An online order prints the count or the weight after the name ('Aguacate Hass 1 kg  x3', 'Plátano x1.240 kg').
  const weighed = tokens.length > 2 && unitOf(tokens[tokens.length - 1]) ? tokens.length - 2 : tokens.length - 1;
  const times = /^[xX×](\d{1,4}(?:[.,]\d{1,3})?)$/.exec(tokens[weighed] ?? '');
  if (!lead.quantity && times && weighed > 0) {
    const unit = weighed < tokens.length - 1 ? unitOf(tokens[tokens.length - 1]) : null;
    tokens.splice(weighed);
    lead = { quantity: times[1], unit };
  }
  if (lead.quantity && !lead.unit) lead = { ...lead, unit: takeWeighedUnitAfterName(tokens, lead.quantity) };
  // A second measure before the name ('3  62.40  POLLO ENTERO': boxes, then kilos): the arithmetic may take it.
  const leading: string[] = [];
  while (lead.quantity && tokens.length > 1 && /^\d+[.,]\d{1,3}$/.test(tokens[0]))
    leading.push(numericText(tokens.shift()!)!);
  const named = letters(cleanName(tokens)) >= 3 && !tokens.every((token) => isFiller(token) || unitOf(token));
  let priced = numbers.filter(hasCents).length;
  // Quantity and unit after the name, then a price whose point was lost or read as a space before
  // the amount ('MAYONESA 4 PZA 35 00 140.00', '… 5 KGS 14613 730.65'): a number right after a
  // unit is not the name's, so it is the price (the arithmetic check tries it with its point).
  if (!lead.quantity && named && afterTimes < 0 && priced === 1 && hasCents(numbers[numbers.length - 1])) {
    const between = numbers.slice(0, -1);
    const price =
      between.length === 2 && /^\d{1,4}$/.test(between[0]) && /^\d{2}$/.test(between[1])
        ? `${between[0]}.${between[1]}`
        : between.length === 1 && /^\d{3,6}$/.test(between[0])
          ? between[0]
          : null;
    const unit = tokens.length > 2 ? unitOf(tokens[tokens.length - 1]) : null;
    const quantity = tokens[tokens.length - 2];
    if (price && unit && looksLikeQuantity(quantity) && letters(cleanName(tokens.slice(0, -2))) >= 3) {
      tokens.splice(tokens.length - 2);
      lead = { quantity: numericText(quantity), unit };
      numbers = [price, numbers[numbers.length - 1]];
      printed = [...numbers];
      priced = 2;
    }
  }
  // Several whole numbers before price and amount ('COCA-COLA 500 ML VR 24   3  268.00  804.00'): the
  // last is the quantity, the others are the name's.
  const pricedPair = /[.,](\d{2}|\d{4})$/.test(numbers.at(-2) ?? '') && /[.,]\d{2}$/.test(numbers.at(-1) ?? '');
  if (!lead.quantity && named && afterTimes < 0 && numbers.length >= 4 && pricedPair) {
    while (numbers.length > 3 && numbers.slice(0, -2).every(isWhole)) {
      numbers.shift();
      tokens.push(printed.shift()!);
    }
  }
  // A count after a name that closes with its size ('HIELO BOLSA 5 KG  3  96.00') is no part of the size.
  if (!lead.quantity && named && afterTimes < 0 && numbers.length === 2 && /^\d{1,3}$/.test(numbers[0])) {
    if (hasCents(numbers[1]) && endsWithSize(tokens)) {
      lead = { quantity: numbers.shift()!, unit: null };
      printed.shift();
    }
  }
  // A whole number after the name with a single amount ('COCA COLA 600 18.00') belongs to the name.
  // With the quantity printed first, a whole number before price and amount is the name's ('COLA 600').
  if (named && afterTimes < 0 && (priced < 2 || (lead.quantity && numbers.length >= 3 && priced >= 2))) {
    while (numbers.length > 1 && !hasCents(numbers[0]) && numbers.some(hasCents)) {
      numbers.shift();
      tokens.push(printed.shift()!);
    }
  }
  if (!lead.quantity && named && numbers.length === 2 && (numbers.some(hasCents) || numbers.every(isWhole))) {
    const trailing = takeTrailingQuantity(tokens);
    if (trailing.quantity) lead = { quantity: trailing.quantity, unit: trailing.unit ?? lead.unit };
  }
  let wholeAmounts = false;
  if (!numbers.some(hasCents)) {
    // A handwritten note prints pesos without cents ('3 CJ JITOMATE 450 1350'); needs a quantity to check against.
    const countable = (lead.quantity ? 1 : 0) + numbers.length;
    if (!named || countable < 2 || !numbers.every(isWhole)) return null;
    const firstIsQuantity = !lead.quantity && numbers.length >= 3;
    if (firstIsQuantity) lead = { quantity: numbers.shift()!, unit: lead.unit };
    numbers = numbers.map((value) => `${value}.00`);
    afterTimes = -1;
    wholeAmounts = true;
  }
  const assigned = assign(numbers, afterTimes, lead, named);
  return {
    name: named ? cleanName(tokens) : '',
    unit: lead.unit,
    ...assigned,
    leading,
    wholeAmounts,
  };
}
