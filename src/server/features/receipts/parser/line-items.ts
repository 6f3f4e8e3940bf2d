import { digitOfGlyph, isCode, isFiller, looksLikeMoney, looksLikeQuantity, numericText, unitAt } from './tokens';
import { unitCodeOf, unitOfSatCode } from '@common/units';
import { unitAtPosition, unitOf, WEIGHED_UNITS } from './units';
import { cleanName } from './clean-name';
import { endsWithSize, splitMeasure, takeTrailingNumbers, tokensOf } from './trailing-numbers';

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
  /** The numbers printed after the name, in the order they print: which column is which. */
  trailing?: string[];
  /** The amount printed last could not be read ('21.00 165UU'): the receipt's TOTAL may tell it (parse-receipt.ts). */
  amountUnread?: boolean;
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

interface Lead {
  quantity: string | null;
  unit: string | null;
}

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
  amountUnread: boolean,
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
  const printsTotal = !amountUnread && afterTimes !== numbers.length - 1 && (named || rest.length >= 2);
  const total = printsTotal ? rest.pop()! : null;
  const priceIndex = timesPrice && rest.includes(timesPrice) ? rest.indexOf(timesPrice) : rest.length - 1;
  const unitPrice = priceIndex >= 0 ? rest.splice(priceIndex, 1)[0] : null;
  return { quantity, unitPrice, total, others: rest };
}

/** Marks OCR makes of a crease or a rule across the print ('—', '-', '_'). */
const isMark = (token: string) => /^[-—_=~]+$/.test(token);
/** A package size glued to its unit ('600ML'): a name's last word, not an amount. */
const isGluedSize = (token: string) => splitMeasure(token).length === 2;

/**
 * An amount OCR could not read at the end of a line, after a price ('21.00 165UU', '21.00 165-UU':
 * a crease or a fold across its digits): digits mixed with letters or marks that no reading of
 * look-alikes makes a number. Taken off the tokens; true when there was one.
 */
function takeUnreadAmount(tokens: string[]): boolean {
  let end = tokens.length;
  while (end > 0 && isMark(tokens[end - 1])) end -= 1;
  const [before, last] = [tokens[end - 2], tokens[end - 1]];
  if (!before || !last || (last.match(/\d/g) ?? []).length < 2 || numericText(last) !== null) return false;
  if (isGluedSize(last) || !looksLikeMoney(before)) return false;
  tokens.splice(end - 1);
  return true;
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
  const amountUnread = takeUnreadAmount(tokens);
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
  const countAfterSize = numbers.length === 2 && /^\d{1,3}$/.test(numbers[0]) && hasCents(numbers[1]);
  if (!lead.quantity && named && afterTimes < 0 && countAfterSize && endsWithSize(tokens)) {
    lead = { quantity: numbers.shift()!, unit: null };
    printed.shift();
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
  const assigned = assign(numbers, afterTimes, lead, named, amountUnread);
  return {
    name: named ? cleanName(tokens) : '',
    unit: lead.unit,
    ...assigned,
    leading,
    wholeAmounts,
    trailing: [...numbers],
    ...(amountUnread ? { amountUnread } : {}),
  };
}
