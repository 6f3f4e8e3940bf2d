import { canonicalUnit, unitOfSatCode } from '@common/units';

/**
 * The unit a CFDI line is in: its ClaveUnidad when we know it (@common/units), else its printed
 * Unidad, else the code. A code not listed keeps the invoice's own "Unidad" text as the product's
 * own count unit ("Botella", "Cubeta"), which converts through a pack.
 */
export function unitOfCfdiLine(unitCode: string, printedUnit: string | null): string {
  const known = unitOfSatCode(unitCode);
  if (known) return known;
  const printed = printedUnit?.trim();
  return printed ? canonicalUnit(printed) : unitCode.trim();
}
