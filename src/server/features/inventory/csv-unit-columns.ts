import type { CsvColumn } from '@common/inventory-csv';
import { compareDecimals } from '@common/money';
import { formatNumber } from '@common/quantity-format';
import { cleanNumberCell, plainDecimal, type ParsedRow } from '../../platform/csv/csv-format';
import type { FieldChange } from '../../platform/csv/csv-plan';
import { formatPacksCell, parsePacksCell, type TextPack } from './csv-packs';

/**
 * The unit columns of the products CSV (decision 038): `presentaciones`, `densidad_kg_l`,
 * `peso_pieza_g` and `rendimiento_pct`. As everywhere in the import, a column absent from the file
 * keeps the stored value (decision 034); a blank cell means none (no packs, no density, no piece
 * weight) or, for the yield, the form's default of 100 %.
 */

export interface StoredUnits {
  densityKgPerL: string | null;
  pieceWeightG: string | null;
  yieldPercent: string;
  packs: TextPack[];
}

export interface ImportedUnits {
  densityKgPerL?: string | null;
  pieceWeightG?: string | null;
  yieldPercent?: string;
  packs?: TextPack[];
}

const DEFAULT_YIELD = '100';

/** An optional number cell: absent keeps the stored value, blank clears it. */
const optionalNumber = (cell: string | undefined, stored: string | null | undefined) =>
  cell === undefined ? (stored === undefined ? undefined : stored && plainDecimal(stored)) : cleanNumberCell(cell);

/** The unit fields of a row as the product schema takes them; packs that cannot be read add to `errors`. */
export function unitCells(line: ParsedRow<CsvColumn>, existing: StoredUnits | undefined, errors: string[]) {
  const { cells } = line;
  let packs = existing?.packs.map((pack) => ({ ...pack, quantity: plainDecimal(pack.quantity) }));
  if (cells.presentaciones !== undefined) {
    const parsed = parsePacksCell(cells.presentaciones);
    errors.push(...parsed.errors);
    packs = parsed.packs;
  }
  const yieldCell = cells.rendimiento_pct?.replace(/%\s*$/, '');
  return {
    packs,
    densityKgPerL: optionalNumber(cells.densidad_kg_l, existing?.densityKgPerL),
    pieceWeightG: optionalNumber(cells.peso_pieza_g, existing?.pieceWeightG),
    yieldPercent:
      yieldCell === undefined
        ? existing && plainDecimal(existing.yieldPercent)
        : yieldCell === ''
          ? DEFAULT_YIELD
          : cleanNumberCell(yieldCell),
  };
}

const packsText = (packs: TextPack[] | undefined) => (packs && packs.length > 0 ? formatPacksCell(packs) : '—');
const sameNumber = (a: string | null | undefined, b: string | null | undefined) =>
  a === b || (!!a && !!b && compareDecimals(a, b) === 0);

/** True when the imported packs differ from the stored ones (names, quantities, units or order). */
export const packsChanged = (values: ImportedUnits, existing: StoredUnits | undefined) =>
  values.packs !== undefined && packsText(values.packs) !== packsText(existing?.packs);

/**
 * 'Presentaciones: Caja 25 kg → Caja 20 kg', 'Densidad: — → 0.92 kg/l'… For a new product only the
 * fields it sets, so that a plain row still reads as before.
 */
export function unitFieldChanges(values: ImportedUnits, existing: StoredUnits | undefined): FieldChange[] {
  const number = (value: string | null | undefined, unit: string) => (value ? `${formatNumber(value)} ${unit}` : '—');
  const percent = (value: string) => `${formatNumber(value)} %`;
  const yieldPercent = values.yieldPercent ?? DEFAULT_YIELD;
  const fields: Array<{ change: FieldChange; set: boolean }> = [
    {
      change: [
        'Presentaciones',
        existing && packsText(existing.packs),
        packsText(values.packs),
        !packsChanged(values, existing),
      ],
      set: (values.packs?.length ?? 0) > 0,
    },
    {
      change: [
        'Densidad',
        existing && number(existing.densityKgPerL, 'kg/l'),
        number(values.densityKgPerL, 'kg/l'),
        sameNumber(existing?.densityKgPerL, values.densityKgPerL),
      ],
      set: !!values.densityKgPerL,
    },
    {
      change: [
        'Peso por pieza',
        existing && number(existing.pieceWeightG, 'g'),
        number(values.pieceWeightG, 'g'),
        sameNumber(existing?.pieceWeightG, values.pieceWeightG),
      ],
      set: !!values.pieceWeightG,
    },
    {
      change: [
        'Rendimiento',
        existing && percent(existing.yieldPercent),
        percent(yieldPercent),
        !!existing && compareDecimals(existing.yieldPercent, yieldPercent) === 0,
      ],
      set: compareDecimals(yieldPercent, DEFAULT_YIELD) !== 0,
    },
  ];
  return fields.filter((field) => existing || field.set).map((field) => field.change);
}
