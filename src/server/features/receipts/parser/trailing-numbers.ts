import { digitOfGlyph, isFiller, isFlag, looksLikeMoney, looksLikeQuantity, numericText } from './tokens';
import { unitOf, WEIGHED_UNITS } from './units';

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

export function splitMeasure(token: string): string[] {
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
export function endsWithSize(tokens: string[]): boolean {
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

/** A printed token that reads as an amount with cents ('1,125.52', '$57.00'). */
const cents = (token: string | undefined) => /[.,]\d{2}$/.test(numericText(token ?? '') ?? '');

/** Numbers at the right end (up to five), flags, '$' and 'x' skipped. */
export function takeTrailingNumbers(tokens: string[]): Trailing {
  const numbers: string[] = [];
  const printed: string[] = [];
  let timesFromEnd = -1;
  while (tokens.length > 0 && numbers.length < 5) {
    const last = tokens[tokens.length - 1];
    // A flag read as a digit ('A' as 4) after the amount: no ticket prints a lone digit there; nor a
    // catalogue code ('02', a printed CFDI's ObjetoImp column).
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

/** Tokens of a cleaned line, with amounts and flags, quantities and 'x', quantities and units apart. */
export const tokensOf = (line: string) => splitGlued(line.split(' ').filter(Boolean));
