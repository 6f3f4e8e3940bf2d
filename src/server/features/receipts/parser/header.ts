import { isSummaryLine, summaryKind } from './summary-words';
import { parseMoney } from './numbers';
import { stripAccents } from '@common/text';

const fold = (text: string) => stripAccents(text).toUpperCase();

/** Header lines that are not the business name. */
const NOT_SUPPLIER =
  /\b(RFC|R\.F\.C|FECHA|HORA|TEL|TELEFONO|AV|AVE|AVENIDA|CALLE|COL|COLONIA|C\.?P|CP|TICKET|FOLIO|NOTA|REMISION|FACTURA|BIENVENID[OA]S?|SUCURSAL|CAJA|CAJERO|REGIMEN|DOMICILIO|EXPEDIDO|LUGAR|CLIENTE|CANT|DESCRIPCION|IMPORTE|GRACIAS|WWW|COM|MX)\b/;

/** A label printed before the business name on invoices and notes ('Emisor: …', 'Razón social: …'). */
const SUPPLIER_LABEL = /^\s*(?:emisor|raz[oó]n social|nombre(?: del emisor)?|proveedor|vendedor)\s*:\s*/i;

/** The business name: the first header line that reads as a name, else the RFC line. */
export function findSupplier(lines: string[], firstItemLine: number): string | null {
  const header = lines.slice(0, Math.min(firstItemLine < 0 ? lines.length : firstItemLine, 8));
  for (const line of header) {
    const text = line
      .replace(SUPPLIER_LABEL, '')
      .replace(/[^\p{L}\d&.,'\s-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const letterCount = (text.match(/\p{L}/gu) ?? []).length;
    if (letterCount < 4 || letterCount / text.replace(/\s/g, '').length < 0.6) continue;
    // A summary line carries an amount or a count; 'PRODUCTOS FRESCOS DEL CAMPO' opens with a count's word only.
    if (NOT_SUPPLIER.test(fold(text)) || (isSummaryLine(text) && /\d/.test(text))) continue;
    // A name printed in capitals keeps them where OCR read a letter small ('SA DE Cv').
    const capitals = (text.match(/\p{Lu}/gu) ?? []).length;
    return capitals / letterCount >= 0.8 ? text.toUpperCase() : text;
  }
  for (const line of header) {
    const rfc = /R\.?\s?F\.?\s?C\.?\s*:?\s*([A-Z&Ñ0-9]{12,13})/i.exec(fold(line));
    if (rfc) return `RFC ${rfc[1]}`;
  }
  return null;
}

const MONTHS: Record<string, number> = {
  ENE: 1,
  FEB: 2,
  MAR: 3,
  ABR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AGO: 8,
  SEP: 9,
  SET: 9,
  OCT: 10,
  NOV: 11,
  DIC: 12,
  // Point-of-sale systems set up in English print these.
  JAN: 1,
  APR: 4,
  AUG: 8,
  DEC: 12,
};

const MONTH_WORD = `(${Object.keys(MONTHS).join('|')})[A-Z]*\\.?`;
/** '14 MAR 2025', '14 de marzo de 2025', '14-MAR-25'. */
const DAY_FIRST = new RegExp(
  `\\b(\\d{1,2})\\s?(?:DE\\s)?[/.-]?\\s?${MONTH_WORD}\\s?(?:DE\\s|DEL\\s)?[/.-]?\\s?(\\d{4}|\\d{2})\\b`,
);
/** 'JUL 19 2025', 'Jul 19, 2025'. */
const MONTH_FIRST = new RegExp(`\\b${MONTH_WORD}\\s(\\d{1,2}),?\\s(\\d{4})\\b`);

function isoDate(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || day < 1 || fullYear < 2000 || fullYear > 2099) return null;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return `${fullYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The printed date as yyyy-mm-dd: dd/mm/yyyy, dd-mm-yy, yyyy-mm-dd, '14 MAR 2025', '14 de marzo de 2025'. */
export function findDate(lines: string[]): string | null {
  for (const line of lines) {
    const text = fold(line)
      .replace(/(?<=\d)[O]|[O](?=\d)/g, '0')
      .replace(/(?<=\d)[lI]|[lI](?=\d)/g, '1');
    const numeric = /\b(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})\b/.exec(text);
    if (numeric) {
      // Day first, as Mexico writes it; a border store's US point of sale puts the month first
      // ('03/27/25'), which shows only when the day cannot be a month.
      const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
      const date = isoDate(year, second, first) ?? (second > 12 ? isoDate(year, first, second) : null);
      if (date) return date;
    }
    // A CFDI's stamp runs the time on after a 'T' ('2025-04-11T10:22:31').
    const iso = /\b(20\d{2})[/.-](\d{1,2})[/.-](\d{1,2})(?!\d)/.exec(text);
    if (iso) {
      const date = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
      if (date) return date;
    }
    const named = DAY_FIRST.exec(text);
    if (named) {
      const date = isoDate(Number(named[3]), MONTHS[named[2]], Number(named[1]));
      if (date) return date;
    }
    const monthFirst = MONTH_FIRST.exec(text);
    if (monthFirst) {
      const date = isoDate(Number(monthFirst[3]), MONTHS[monthFirst[1]], Number(monthFirst[2]));
      if (date) return date;
    }
  }
  return null;
}

export interface Summary {
  total: string | null;
  totalRaw: string | null;
  subtotal: string | null;
  tax: string | null;
  /** Each discount printed on its own line ('DESCUENTO -20.00', 'AHORRO 5.00'), as a positive amount. */
  discounts: string[];
}

const lastMoney = (line: string, wholePesos: boolean) => {
  const tokens = line.split(' ').reverse();
  for (const token of tokens) {
    const money = parseMoney(token.replace(/[A-Z*]$/, '').replace(/^-/, ''));
    if (money) return { money, raw: token };
  }
  // A handwritten note's 'total 3170': pesos without cents.
  const whole = wholePesos ? /^\$?(\d{1,3}(?:,\d{3})+|\d{2,7})$/.exec(tokens[0] ?? '') : null;
  return whole ? { money: `${whole[1].replace(/,/g, '')}.00`, raw: tokens[0] } : null;
};

/** Counts printed beside a TOTAL ('TOTAL ARTICULOS 5') are not amounts. */
const COUNT_WORDS = /\b(ARTICULOS?|ARTS?|PIEZAS|PZAS|UNIDADES|PRODUCTOS)\b/;

/** TOTAL, SUBTOTAL and IVA as printed, their words read by shape ('T0TAL'); a line with no amount ('TOTAL ARTICULOS 5') is skipped. */
export function findSummary(lines: string[]): Summary {
  const summary: Summary = { total: null, totalRaw: null, subtotal: null, tax: null, discounts: [] };
  for (const line of lines) {
    const kind = summaryKind(line);
    const amount = lastMoney(line, kind === 'total' && !COUNT_WORDS.test(fold(line)));
    if (!amount) continue;
    if (kind === 'subtotal') summary.subtotal ??= amount.money;
    else if (kind === 'tax') summary.tax ??= amount.money;
    else if (kind === 'discount') summary.discounts.push(amount.money);
    else if (kind === 'total' && summary.total === null) {
      summary.total = amount.money;
      summary.totalRaw = amount.raw;
    }
  }
  return summary;
}
