import { lineTotal, roundDecimal, sumDecimals } from '../../src/common/money';
import { CATALOGUE, STREETS, SUPPLIERS } from './catalogue';
import type { Row, Truth, TruthItem } from './layouts';

/**
 * The layout families Mexican purchases come on, each in two spellings: 'a' for tuning, 'b' held
 * out (other headings, separators, summary words, number formats), so the held-out split scores
 * text the parser was never adjusted to.
 */
export type Family = 'one-line' | 'qty-after' | 'two-line' | 'receiving' | 'columns' | 'remision' | 'nota';
export const FAMILIES: Family[] = ['one-line', 'qty-after', 'two-line', 'receiving', 'columns', 'remision', 'nota'];

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)];
const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const UNIT_WORDS: Record<string, string[]> = {
  KG: ['KG', 'KGS', 'Kg'],
  PZA: ['PZA', 'PZ', 'PZAS'],
  CAJA: ['CAJA', 'CJA', 'CJ'],
  LT: ['LT', 'LTS', 'L'],
  G: ['GR', 'G'],
  PAQ: ['PAQ', 'PQT'],
  MANOJO: ['MJO', 'MANOJO'],
  BOLSA: ['BOL', 'BOLSA'],
  LATA: ['LATA', 'LAT'],
};

function money(value: string, comma: boolean, thousands = true) {
  const text = Number(value).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: thousands,
  });
  return comma ? text.replace(/,/g, ' ').replace('.', ',').replace(/ /g, '.') : text;
}

function items(random: () => number, count: number, wholePesos: boolean): TruthItem[] {
  const pool = [...CATALOGUE];
  return Array.from({ length: count }, () => {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1);
    const weighed = item.unit === 'KG' || item.unit === 'LT';
    const quantity =
      item.unit === 'G'
        ? String(50 * (2 + Math.floor(random() * 10)))
        : weighed && !wholePesos && random() < 0.6
          ? (0.25 + random() * 6).toFixed(3)
          : String(1 + Math.floor(random() * 9));
    const price = roundDecimal(
      (item.min + random() * (item.max - item.min)).toFixed(wholePesos ? 0 : random() < 0.4 ? 0 : 2),
      2,
    );
    const unitPrice = item.unit === 'G' ? roundDecimal(Math.max(0.1, Number(price)), 2) : price;
    return { name: item.name, quantity, unit: item.unit, unitPrice, total: lineTotal(quantity, unitPrice) };
  });
}

const ean = (random: () => number) => `750${Array.from({ length: 10 }, () => Math.floor(random() * 10)).join('')}`;

/** One receipt of a family and spelling, with its truth. */
export function buildVaried(
  random: () => number,
  family: Family,
  spelling: 'a' | 'b',
): { rows: Row[]; columns: number; truth: Truth } {
  const held = spelling === 'b';
  const note = family === 'nota';
  const list = items(random, 3 + Math.floor(random() * 6), note);
  const supplier = note
    ? pick(random, ['Bodega 23 Central de Abastos', 'Frutas Don Chuy', 'Verduras La Guera'])
    : pick(random, SUPPLIERS);
  const date = new Date(
    Date.UTC(2024 + Math.floor(random() * 2), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
  );
  const [d, m, y] = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()];
  const comma = held && family !== 'nota' && random() < 0.5;
  const cols =
    family === 'columns' || family === 'remision' ? 64 : family === 'one-line' || family === 'qty-after' ? 48 : 44;
  const rows: Row[] = [{ left: supplier }];
  const right = (text: string, end = cols) => ({ text, endColumn: end });
  if (!note)
    rows.push(
      { left: pick(random, STREETS) },
      {
        left: `RFC: ${supplier.replace(/[^A-Z]/g, '').slice(0, 3)}${String(y).slice(2)}${pad(m)}${pad(d)}AB${Math.floor(random() * 9)}`,
      },
    );
  rows.push({
    left: note
      ? `${d} ${MONTHS[m - 1].toLowerCase()} ${y}`
      : held
        ? `${pad(d)}-${MONTHS[m - 1]}-${y} ${pad(8 + Math.floor(random() * 10))}:${pad(Math.floor(random() * 60))}`
        : `FECHA: ${pad(d)}/${pad(m)}/${y}`,
  });
  if (!note)
    rows.push(
      {
        left: held
          ? `TICKET # ${1000 + Math.floor(random() * 8999)}`
          : `FOLIO: ${10000 + Math.floor(random() * 89999)}`,
      },
      { left: '='.repeat(cols) },
    );
  const m$ = (value: string) => money(value, comma);
  for (const item of list) {
    const unit = pick(random, UNIT_WORDS[item.unit]);
    const qty = comma ? item.quantity.replace('.', ',') : item.quantity;
    switch (family) {
      case 'one-line':
        rows.push({
          left: `${qty.padEnd(6)}${held ? '' : `${unit.padEnd(4)} `}${item.name.slice(0, 16)}`,
          right: [right(m$(item.unitPrice), cols - 12), right(`${m$(item.total)}${held ? '' : ' A'}`)],
        });
        item.name = item.name.slice(0, 16).trimEnd();
        break;
      case 'qty-after':
        rows.push({
          left: item.name.slice(0, 16),
          right: [right(`${qty} ${unit}`, 28), right(m$(item.unitPrice), 38), right(m$(item.total))],
        });
        item.name = item.name.slice(0, 16).trimEnd();
        break;
      case 'two-line':
        rows.push({ left: held ? `${ean(random)} ${item.name}` : item.name });
        rows.push({
          left: `  ${qty} ${held ? '@' : 'x'} ${held ? money(item.unitPrice, comma).replace(/([.,]\d\d)$/, '$100') : m$(item.unitPrice)}`,
          right: [right(m$(item.total))],
        });
        break;
      case 'receiving':
        rows.push({
          left: `${ean(random)}  ${
            held
              ? Number(item.quantity)
                  .toFixed(3)
                  .replace('.', comma ? ',' : '.')
              : qty
          }  ${m$(item.unitPrice)}`,
        });
        rows.push({ left: `   ${item.name}`, right: [right(m$(item.total))] });
        break;
      case 'columns': {
        const cost = roundDecimal(Number(item.unitPrice) * 0.85, 2);
        rows.push({
          left: `${held ? '' : `${ean(random).slice(-6)} `}${item.name.slice(0, 22)}`,
          right: [right(m$(cost), 38), right(m$(item.unitPrice), 47), right(qty, 53), right(m$(item.total))],
        });
        item.name = item.name.slice(0, 22).trimEnd();
        break;
      }
      case 'remision':
        rows.push({
          left: `${qty.padEnd(7)} ${(held ? item.unit.toLowerCase() : unit).padEnd(7)} ${item.name}`,
          right: [right(`$${m$(item.unitPrice)}`, 50), right(`$${m$(item.total)}`)],
        });
        break;
      case 'nota':
        rows.push({
          left: `${item.quantity} ${unit.toLowerCase()} ${item.name.toLowerCase().split(' ').slice(0, 2).join(' ')}   ${Number(item.unitPrice)}   ${Number(item.total)}`,
        });
        item.name = item.name.toLowerCase().split(' ').slice(0, 2).join(' ');
        break;
    }
  }
  const sum = sumDecimals(list.map((item) => item.total));
  if (note) rows.push({ left: `${held ? 'Total' : 'total'} ${Number(sum)}` });
  else {
    rows.push({ left: '-'.repeat(cols) });
    if (random() < 0.6) rows.push({ left: held ? 'SUB-TOTAL' : 'SUBTOTAL', right: [right(m$(sum))] });
    if (random() < 0.5) rows.push({ left: held ? 'I.V.A. 0%' : 'IVA', right: [right(m$('0'))] });
    rows.push({
      left: held ? pick(random, ['TOT.', 'IMPORTE TOTAL', 'TOTAL M.N.']) : 'TOTAL',
      right: [right(`$${m$(sum)}`)],
    });
    rows.push({
      left: held ? 'SU PAGO EFECTIVO' : 'EFECTIVO',
      right: [right(`$${m$(String(Math.ceil(Number(sum) / 100) * 100))}`)],
    });
    rows.push({
      left: held ? 'SU CAMBIO' : 'CAMBIO',
      right: [right(m$(String(Math.ceil(Number(sum) / 100) * 100 - Number(sum))))],
    });
    rows.push(
      { left: held ? `Artículos vendidos: ${list.length}` : `ARTICULOS: ${list.length}` },
      { left: held ? '¡Gracias por su preferencia!' : 'GRACIAS POR SU COMPRA' },
    );
  }
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  return { rows, columns: cols, truth: { supplier, date: iso, total: sum, items: list } };
}
