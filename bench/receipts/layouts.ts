import { lineTotal, roundDecimal, subtractDecimals, sumDecimals } from '../../src/common/money';
import { CATALOGUE, STREETS, SUPPLIERS } from './catalogue';

export type Layout = 'ticket' | 'super' | 'remision';

export interface TruthItem {
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  total: string;
}

export interface Truth {
  supplier: string;
  date: string;
  total: string;
  items: TruthItem[];
}

/** A row of text: the left part, and right-aligned columns ending at given character positions. */
export interface Row {
  left: string;
  right?: Array<{ text: string; endColumn: number }>;
}

const pad = (value: number) => String(value).padStart(2, '0');
const money = (value: string) =>
  Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SHORT_UNITS: Record<string, string> = { MANOJO: 'MJO', BOLSA: 'BOL' };
const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

function pickItems(random: () => number, count: number): TruthItem[] {
  const pool = [...CATALOGUE];
  const items: TruthItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1);
    const weighed = item.unit === 'KG' || item.unit === 'LT';
    const quantity =
      item.unit === 'G'
        ? String(50 * (2 + Math.floor(random() * 10)))
        : weighed && random() < 0.7
          ? (0.25 + random() * 6).toFixed(3)
          : String(1 + Math.floor(random() * (item.unit === 'CAJA' ? 12 : 9)));
    const unitPrice = (item.min + random() * (item.max - item.min)).toFixed(
      item.unit === 'G' ? 2 : random() < 0.5 ? 0 : 2,
    );
    const price = roundDecimal(unitPrice, 2);
    items.push({ name: item.name, quantity, unit: item.unit, unitPrice: price, total: lineTotal(quantity, price) });
  }
  return items;
}

function header(random: () => number, supplier: string, date: Date, dateStyle: number): string[] {
  const day = date.getUTCDate();
  const month = date.getUTCMonth() + 1;
  const year = date.getUTCFullYear();
  const printed = [
    `${pad(day)}/${pad(month)}/${year}`,
    `${pad(day)}-${pad(month)}-${String(year).slice(2)}`,
    `${pad(day)} ${MONTHS[month - 1]} ${year}`,
  ][dateStyle];
  const rfc = `${supplier.replace(/[^A-Z]/g, '').slice(0, 3)}${String(year).slice(2)}${pad(month)}${pad(day)}${'ABC'[Math.floor(random() * 3)]}${Math.floor(random() * 9)}${'XYZ'[Math.floor(random() * 3)]}`;
  return [
    supplier,
    `RFC: ${rfc}`,
    STREETS[Math.floor(random() * STREETS.length)],
    `FECHA: ${printed}  HORA: ${pad(8 + Math.floor(random() * 10))}:${pad(Math.floor(random() * 60))}`,
    `FOLIO: ${10000 + Math.floor(random() * 89999)}`,
  ];
}

/** Builds one receipt's text rows and its truth. */
export function buildReceipt(random: () => number, layout: Layout): { rows: Row[]; truth: Truth; columns: number } {
  const supplier = SUPPLIERS[Math.floor(random() * SUPPLIERS.length)] + (random() < 0.5 ? ' SA DE CV' : '');
  const date = new Date(
    Date.UTC(2024 + Math.floor(random() * 2), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
  );
  const items = pickItems(random, 4 + Math.floor(random() * 5));
  const sum = sumDecimals(items.map((item) => item.total));
  const columns = layout === 'remision' ? 60 : 42;
  const rows: Row[] = header(random, supplier, date, Math.floor(random() * 3)).map((left) => ({ left }));
  const flag = () => ['A', 'E', 'T', '*'][Math.floor(random() * 4)];
  if (layout === 'remision') rows.splice(1, 0, { left: 'NOTA DE REMISION' });
  rows.push({ left: '-'.repeat(columns) });
  if (layout === 'ticket')
    rows.push({
      left: 'CANT UNID DESCRIPCION',
      right: [
        { text: 'P.UNIT', endColumn: 31 },
        { text: 'IMPORTE', endColumn: 42 },
      ],
    });
  if (layout === 'remision')
    rows.push({
      left: 'CANT   UNIDAD  DESCRIPCION',
      right: [
        { text: 'P. UNITARIO', endColumn: 47 },
        { text: 'IMPORTE', endColumn: 60 },
      ],
    });
  for (const item of items) {
    if (layout === 'ticket') {
      // Narrow tickets cut long names; the truth is what is printed.
      item.name = item.name.slice(0, 13).trimEnd();
      item.unit = SHORT_UNITS[item.unit] ?? item.unit;
      rows.push({
        left: `${item.quantity.padEnd(5)} ${item.unit.padEnd(4)} ${item.name}`,
        right: [
          { text: money(item.unitPrice), endColumn: 31 },
          { text: `${money(item.total)} ${flag()}`, endColumn: 42 },
        ],
      });
    } else if (layout === 'super') {
      rows.push({ left: item.name, right: [{ text: `${money(item.total)} ${flag()}`, endColumn: 42 }] });
      rows.push({ left: `   ${item.quantity} ${item.unit} x $${money(item.unitPrice)}` });
    } else {
      rows.push({
        left: `${item.quantity.padEnd(6)} ${item.unit.padEnd(7)} ${item.name}`,
        right: [
          { text: `$${money(item.unitPrice)}`, endColumn: 47 },
          { text: `$${money(item.total)}`, endColumn: 60 },
        ],
      });
    }
  }
  rows.push({ left: '-'.repeat(columns) });
  const end = columns;
  let total = sum;
  if (layout === 'remision') {
    const tax = lineTotal(sum, '0.16');
    total = sumDecimals([sum, tax]);
    rows.push(
      { left: 'SUBTOTAL', right: [{ text: `$${money(sum)}`, endColumn: end }] },
      { left: 'IVA 16%', right: [{ text: `$${money(tax)}`, endColumn: end }] },
    );
  } else {
    const base = roundDecimal(Number(sum) / 1.16, 2);
    rows.push(
      { left: 'SUBTOTAL', right: [{ text: `$${money(base)}`, endColumn: end }] },
      { left: 'IVA', right: [{ text: `$${money(subtractDecimals(sum, base, 2))}`, endColumn: end }] },
    );
  }
  rows.push({ left: 'TOTAL', right: [{ text: `$${money(total)}`, endColumn: end }] });
  const paid = String(Math.ceil(Number(total) / 500) * 500);
  if (random() < 0.5) {
    rows.push(
      { left: 'EFECTIVO', right: [{ text: `$${money(paid)}`, endColumn: end }] },
      { left: 'CAMBIO', right: [{ text: `$${money(subtractDecimals(paid, total, 2))}`, endColumn: end }] },
    );
  } else rows.push({ left: 'TARJETA DEBITO', right: [{ text: `$${money(total)}`, endColumn: end }] });
  rows.push({ left: `ARTICULOS: ${items.length}` }, { left: 'GRACIAS POR SU COMPRA' });
  const iso = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return { rows, columns, truth: { supplier, date: iso, total, items } };
}
