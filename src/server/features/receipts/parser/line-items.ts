import { isFiller, isFlag, looksLikeMoney, looksLikeQuantity, numericText, unitAt } from './tokens';
import { unitOf } from './units';
import { stripAccents } from '@common/text';

/** One receipt line split into its printed parts (numbers as printed), before the arithmetic check. */
export interface RawLine {
  name: string;
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  total: string | null;
}

/** Words of lines that carry amounts but are not products: totals, taxes, payment, change. */
const NOT_ITEM = new RegExp(
  String.raw`\b(SUB\s?-?TOTAL|TOTAL(ES)?|I\.?V\.?A|IEPS|IMPUESTOS?|CAMBIO|EFECTIVO|EFVO|TARJETA|T\.?\s?DEBITO|DEBITO|CREDITO|VISA|MASTER\s?CARD|AMEX|PAGO|PAGADO|PAGA|RECIBIDO|DESCUENTOS?|AHORRO|REDONDEO|PROPINA|SALDO|ANTICIPO|IMPORTE\s+CON\s+LETRA|SON|RFC|R\.F\.C|REC|FOLIO|TICKET|FECHA|HORA|TEL|TELEFONO|CAJERO|ATENDIO|CLIENTE|C\.?P\.?|AUTORIZACION|REFERENCIA|ARTICULOS|ARTS?\.?|PRODUCTOS\s+VENDIDOS)\b`,
  'i',
);

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

export const isSummaryLine = (line: string) => NOT_ITEM.test(stripAccents(line));

/** Glyphs OCR reads for rules, column gaps and specks, and spaces it puts inside numbers. */
export function cleanLine(line: string): string {
  return line
    .replace(/[—–_|¦"“”‘’«»~^`´©®°¢£€¥§¶•·]+/g, ' ')
    .replace(/\s-+\s/g, ' ')
    .replace(/(\d)\s+([.,])\s*(\d)/g, '$1$2$3')
    .replace(/(\d)([.,])\s+(\d{2,3})\b/g, '$1$2$3')
    .replace(/\$\s+(?=\d)/g, '$')
    .replace(/\s+/g, ' ')
    .trim();
}

/** '31.13A' and '71.10-*' → amount and flag; a leading '1.250KG' or '2x' → quantity and unit. */
function splitGlued(tokens: string[]): string[] {
  return tokens.flatMap((token, index) => {
    const flagged = /^(\$?[\d.,:]*[.,:]\d{2})-?([A-Z*+#]{1,2})$/.exec(token);
    if (flagged) return [flagged[1], flagged[2]];
    return index === 0 ? splitMeasure(token) : [token];
  });
}

function splitMeasure(token: string): string[] {
  const measured = /^(\d+(?:[.,]\d{1,3})?)([A-Za-z]{1,6}\.?)$/.exec(token);
  if (measured && unitOf(measured[2])) return [measured[1], measured[2]];
  const times = /^(\d+(?:[.,]\d{1,3})?)[xX@]$/.exec(token);
  return times ? [times[1], 'x'] : [token];
}

/** Amounts at the right end: the unit price (if printed) and the line total, flags and '$' skipped. */
function takeTrailingMoney(tokens: string[]): string[] {
  const money: string[] = [];
  while (tokens.length > 0 && money.length < 2) {
    const last = tokens[tokens.length - 1];
    const isFlagAfterTotal = money.length === 0 && isFlag(last) && tokens.length > 1 && looksLikeMoney(tokens[tokens.length - 2]);
    if (isFlagAfterTotal || last === '$' || (money.length > 0 && isFiller(last))) {
      tokens.pop();
      continue;
    }
    if (!looksLikeMoney(last)) break;
    money.unshift(numericText(tokens.pop()!.replace(/(?<=\d)[-:](?=\d{2,3}$)/, '.'))!);
  }
  return money;
}

interface Lead {
  quantity: string | null;
  unit: string | null;
}

/** Quantity and unit at the start: '1.250 KG', '2 x', a misread quantity before a unit ('+ PZA'). */
function takeLeadingQuantity(tokens: string[]): Lead {
  if (tokens.length > 1 && !looksLikeQuantity(tokens[0]) && tokens[0].length <= 2 && unitOf(tokens[1])) {
    const unit = unitOf(tokens[1]);
    tokens.splice(0, 2);
    return { quantity: null, unit };
  }
  if (!tokens[0] || !looksLikeQuantity(tokens[0])) return { quantity: null, unit: null };
  const quantity = numericText(tokens.shift()!)!;
  // With no name after it (a '2 MJO x $8.00' detail line) only a unit we know is taken, never a guess.
  const unit = tokens.length > 1 ? unitAt(tokens[0]) : unitOf(tokens[0] ?? '') ? { unit: unitOf(tokens[0])!, garbled: false } : null;
  if (unit) tokens.shift();
  while (tokens.length > 0 && isFiller(tokens[0])) tokens.shift();
  return { quantity, unit: unit?.unit || null };
}

/** Quantity and unit printed after the name ('JITOMATE 1.250 KG 24.90 31.13'). */
function takeTrailingQuantity(tokens: string[]): Lead {
  while (tokens.length > 0 && isFiller(tokens[tokens.length - 1])) tokens.pop();
  if (tokens.length > 0) tokens.splice(tokens.length - 1, 1, ...splitMeasure(tokens[tokens.length - 1]));
  const unit = tokens.length > 1 ? unitOf(tokens[tokens.length - 1]) : null;
  const token = tokens[tokens.length - (unit ? 2 : 1)];
  if (!token || !looksLikeQuantity(token) || !(unit || /[.,]\d{3}$/.test(token))) return { quantity: null, unit: null };
  tokens.splice(tokens.length - (unit ? 2 : 1));
  return { quantity: numericText(token), unit };
}

/** The product's name as printed, without specks at its ends and with 'O' for '0' inside numbers fixed. */
function cleanName(tokens: string[]) {
  let name = tokens
    .join(' ')
    .replace(/^[^\p{L}\d]+|[^\p{L}\d)]+$/gu, '')
    .replace(/^[a-z]{1,2}(?=[A-Z]{3})/, '')
    .trim();
  for (let previous = ''; previous !== name; ) {
    previous = name;
    name = name.replace(/(?<=\d)[Oo]|[Oo](?=\d)/, '0');
  }
  return name;
}

/**
 * Splits a cleaned line into quantity, unit, name, unit price and total. Lines with no amount
 * answer null; a line with amounts but no name (a '1.250 KG x 24.90' detail line) answers an
 * empty name.
 */
export function readLine(line: string): RawLine | null {
  const tokens = splitGlued(line.split(' ').filter(Boolean));
  const money = takeTrailingMoney(tokens);
  if (money.length === 0) return null;
  let lead = takeLeadingQuantity(tokens);
  // A size printed after the name ('COCA COLA 600 ML 18.00') is only a quantity when a unit price follows it.
  if (!lead.quantity && money.length === 2) {
    const trailing = takeTrailingQuantity(tokens);
    if (trailing.quantity) lead = { quantity: trailing.quantity, unit: trailing.unit ?? lead.unit };
  }
  const name = cleanName(tokens);
  if (letters(name) < 3 || tokens.every((token) => isFiller(token) || unitOf(token))) {
    const [unitPrice, total = null] = money;
    return { name: '', quantity: lead.quantity, unit: lead.unit, unitPrice, total };
  }
  return { name, quantity: lead.quantity, unit: lead.unit, unitPrice: money.length === 2 ? money[0] : null, total: money[money.length - 1] };
}
