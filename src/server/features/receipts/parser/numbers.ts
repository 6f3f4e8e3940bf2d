/**
 * Numbers as printed on Mexican tickets ('$4,500.00', '1.250', '31.13A') and as OCR misreads
 * them ('24,98', '1O.50', '$l2.50'). Values come out as plain decimal strings ('4500.00').
 */

/** Letters OCR puts where a digit was printed. */
const LETTER_DIGITS: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  b: '6',
  g: '9',
  q: '9',
};

/**
 * A token with at least one digit whose few letters are digit look-alikes, read as digits
 * ('1O.5O' → '10.50'). Returns null when the token is not numeric even so.
 */
export function fixNumericToken(token: string): string | null {
  // A point printed faintly reads as '-' or ':' ('98-09').
  const text = token.replace(/^\$+/, '').replace(/(?<=\d)[-:](?=\d{2,3}$)/, '.');
  if (!/\d/.test(text)) return null;
  let letters = 0;
  let fixed = '';
  for (const char of text) {
    if (/[\d.,]/.test(char)) fixed += char;
    else if (LETTER_DIGITS[char]) {
      letters += 1;
      fixed += LETTER_DIGITS[char];
    } else return null;
  }
  if (letters > Math.max(1, Math.floor(fixed.length / 3))) return null;
  return /^\d[\d.,]*$/.test(fixed) && !/[.,]{2}/.test(fixed) ? fixed : null;
}

/** Removes thousands separators; the last '.' or ',' followed by `decimals` digits is the point. */
function plain(text: string, decimals: number[]): string | null {
  const match = /^(\d[\d.,]*?)(?:[.,](\d+))?$/.exec(text);
  if (!match) return null;
  const [, whole, fraction] = match;
  if (fraction !== undefined && !decimals.includes(fraction.length)) return null;
  const groups = whole.split(/[.,]/);
  if (groups.length > 1 && (groups[0].length > 3 || groups.slice(1).some((group) => group.length !== 3))) return null;
  const integer = groups.join('').replace(/^0+(?=\d)/, '');
  return fraction === undefined ? integer : `${integer}.${fraction}`;
}

/** Money: exactly two decimals, thousands grouped by ',' (or '.', as OCR sometimes swaps them). */
export function parseMoney(raw: string): string | null {
  const fixed = fixNumericToken(raw);
  if (!fixed || !/[.,]\d{2}$/.test(fixed)) return null;
  return plain(fixed, [2]);
}

/** A unit price: two decimals, or four as costs are printed ('120,0000' → '120.0000'). */
export function parsePrice(raw: string): string | null {
  const fixed = fixNumericToken(raw);
  if (!fixed || !/[.,](\d{2}|\d{4})$/.test(fixed)) return null;
  return plain(fixed, [2, 4]);
}

/** A quantity: an integer or up to three decimals ('1,250' on a scale reads 1.250). */
export function parseQuantity(raw: string): string | null {
  const fixed = fixNumericToken(raw);
  if (!fixed) return null;
  if (/^\d+$/.test(fixed)) return fixed.replace(/^0+(?=\d)/, '');
  const match = /^(\d+)[.,](\d{1,3})$/.exec(fixed);
  return match ? `${match[1].replace(/^0+(?=\d)/, '')}.${match[2]}` : null;
}

/** A number's canonical spelling, so '25.00', '25.0' and '25' compare equal. */
export function canonical(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}
