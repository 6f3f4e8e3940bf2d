import { canonicalUnit, type UnitCode } from '@common/units';

/**
 * The SAT's ClaveUnidad (c_ClaveUnidad, from UN/ECE Recommendations 20 and 21) for the units food
 * suppliers invoice in, as our unit codes (decision 034). A code not listed keeps the invoice's own
 * "Unidad" text as the product's own count unit ("Botella", "Cubeta"), which converts through a pack.
 */
const SAT_UNITS: Record<string, UnitCode> = {
  KGM: 'kg',
  GRM: 'g',
  LBR: 'lb',
  ONZ: 'oz',
  LTR: 'lt',
  MLT: 'ml',
  GLL: 'galon',
  H87: 'pza',
  EA: 'pza',
  C62: 'pza',
  XUN: 'pza',
  DZN: 'docena',
  XBX: 'caja',
  XPK: 'paq',
  XBG: 'bolsa',
  XSA: 'costal',
  XCN: 'lata',
  XTN: 'lata',
  XBE: 'manojo',
  XRO: 'rollo',
};

/** The unit a CFDI line is in: its ClaveUnidad when we know it, else its printed Unidad, else the code. */
export function unitOfSatCode(unitCode: string, printedUnit: string | null): string {
  const known = SAT_UNITS[unitCode.trim().toUpperCase()];
  if (known) return known;
  const printed = printedUnit?.trim();
  return printed ? canonicalUnit(printed) : unitCode.trim();
}
