import { editDistance, shapeOf } from './shapes';

/** What a line that is not a product says: a total, a tax, a discount, or anything else (payment, change, header). */
export type SummaryKind = 'subtotal' | 'total' | 'tax' | 'discount' | 'other';

/**
 * Words of lines that carry amounts but are not products, with how many OCR edits each tolerates
 * (by its length: a short word must look exactly right, or 'UVA' would read as 'IVA').
 * `first`: only when it opens the line ('ARTICULOS 5', 'SON: DOSCIENTOS PESOS').
 */
const WORDS: Array<{ word: string; kind: SummaryKind; first?: boolean; exact?: boolean }> = [
  { word: 'SUBTOTAL', kind: 'subtotal' },
  { word: 'SUBTOT', kind: 'subtotal' },
  { word: 'TOTAL', kind: 'total' },
  { word: 'TOTALES', kind: 'total' },
  { word: 'TOT', kind: 'total' },
  { word: 'NETO', kind: 'total', first: true },
  { word: 'IVA', kind: 'tax' },
  { word: 'IEPS', kind: 'tax' },
  // A border store's point of sale prints in English.
  { word: 'TAX', kind: 'tax' },
  { word: 'IMPUESTO', kind: 'tax' },
  { word: 'IMPUESTOS', kind: 'tax' },
  ...['DESCUENTO', 'DESCUENTOS', 'DESC', 'DSCTO', 'BONIF', 'BONIFICACION', 'AHORRO', 'REBAJA'].map((word) => ({
    word,
    kind: 'discount' as const,
  })),
  ...[
    'CAMBIO',
    'EFECTIVO',
    'EFVO',
    'TARJETA',
    'DEBITO',
    'CREDITO',
    'VISA',
    'MASTERCARD',
    'AMEX',
    'PAGADO',
    'RECIBIDO',
    'AHORRASTE',
    'REDONDEO',
    'PROPINA',
    'ANTICIPO',
  ].map((word) => ({ word, kind: 'other' as const })),
  // Header words: only as they look ('FOLIO' is one letter from 'POLLO').
  ...[
    'RFC',
    'FOLIO',
    'TICKET',
    'FECHA',
    'HORA',
    'TEL',
    'TELEFONO',
    'CAJERO',
    'ATENDIO',
    'CLIENTE',
    'AUTORIZACION',
    'REFERENCIA',
    'TRANSACCION',
    // An online order's and a route's charges: not goods ('Costo de envío', 'Tarifa de servicio', 'Depósito envase', 'Flete').
    'ENVIO',
    'TARIFA',
    'COMISION',
    'DEPOSITO',
    'FLETE',
    // An address: 'Mercado Juárez Local 23-24' is no product at 23.24.
    'LOCAL',
    'NAVE',
    'CALLE',
    'AVENIDA',
    'BLVD',
    'COLONIA',
    'CARRETERA',
  ].map((word) => ({ word, kind: 'other' as const, exact: true })),
  ...[
    'ARTICULOS',
    'ARTICULO',
    'ARTS',
    'ART',
    'UNIDADES',
    'PIEZAS',
    'PZAS',
    'PRODUCTOS',
    'SON',
    'PAGO',
    'PAGA',
    'CP',
    'REC',
  ].map((word) => ({ word, kind: 'other' as const, first: true })),
  ...['SALDO'].map((word) => ({ word, kind: 'other' as const, first: true, exact: true })),
];

const SHAPED = WORDS.map((entry) => ({
  ...entry,
  shape: shapeOf(entry.word),
  tolerance: entry.exact ? 0 : entry.word.length >= 8 ? 2 : entry.word.length >= 5 ? 1 : 0,
}));
const PRIORITY: SummaryKind[] = ['subtotal', 'total', 'tax', 'discount', 'other'];

/**
 * The line's words as they look: points dropped ('I.V.A' → 'IVA'), and each pair joined too ('SUB
 * TOTAL'). `first`: no word or number comes before it ('ARTICULOS 5', not '1 PZAS LECHUGA').
 */
function wordsOf(line: string): Array<{ shape: string; first: boolean }> {
  const tokens = line
    // An item code ('REC-006', 'PAV-002') is no word: 'REC' opening it is not 'recibido'.
    .replace(/(?<![\p{L}\d])\p{L}{1,5}-\d+(?![\p{L}\d])/gu, ' ')
    .replace(/[.]/g, '')
    .split(/[^\p{L}\d|!]+/u)
    .filter(Boolean);
  const words = tokens.flatMap((token, index) =>
    /\p{L}/u.test(token) ? [{ shape: shapeOf(token), first: index === 0 }] : [],
  );
  const pairs = words
    .slice(1)
    .map((word, index) => ({ shape: words[index].shape + word.shape, first: words[index].first }));
  return [...words, ...pairs];
}

/**
 * What kind of summary line this is, or null for a line that may be a product. Keywords are
 * recognised by shape and edit distance ('T0TAL', 'SUBTOTA1', 'EFECTTVO'), not by a list of misreads.
 */
export function summaryKind(line: string): SummaryKind | null {
  const found = new Set<SummaryKind>();
  for (const { shape, first } of wordsOf(line)) {
    for (const entry of SHAPED) {
      if (entry.first && !first) continue;
      if (editDistance(shape, entry.shape, entry.tolerance) <= entry.tolerance) found.add(entry.kind);
    }
  }
  return PRIORITY.find((kind) => found.has(kind)) ?? null;
}

export const isSummaryLine = (line: string) => summaryKind(line) !== null;
