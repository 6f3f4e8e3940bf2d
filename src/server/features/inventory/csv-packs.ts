import { CSV_PACK_SEPARATOR, INVENTORY_CSV_MESSAGES } from '@common/inventory-csv';
import { parseQuantity, unitLabel } from '@common/quantity';
import { plainDecimal } from '../../platform/csv/csv-format';

/**
 * The `presentaciones` cell (decision 038): each purchase pack as "name quantity unit", separated
 * by ";" — "Caja 25 kg; Bolsa 5 kg". The quantity is the last number standing on its own, so a name
 * may hold numbers ("Costal 2 20 kg") and a product's own unit may hold words ("Caja 12 Bolsa chica").
 */

/** A purchase pack with its quantity as a decimal string. */
export interface TextPack {
  name: string;
  quantity: string;
  unit: string;
}

/** "Caja 25 kg; Bidón 20 l": the unit as its label, which reads back as the same unit. */
export function formatPacksCell(packs: readonly TextPack[]): string {
  return packs
    .map((pack) => {
      const quantity = plainDecimal(pack.quantity);
      return `${pack.name} ${quantity} ${unitLabel(pack.unit, quantity !== '1')}`;
    })
    .join(`${CSV_PACK_SEPARATOR} `);
}

const AMOUNT = /^(?:\d+(?:[.,]\d+)?|\d+\/\d+)$/;
const WHOLE = /^\d+$/;
const FRACTION = /^\d+\/\d+$/;
/** "25kg" written together, as the last word. */
const GLUED = /^\d+(?:[.,]\d+)?\D/;

/** One pack as written, or null when it has no name, quantity or unit, or its quantity is not exact (1/3). */
export function parsePack(text: string): TextPack | null {
  const words = [...text.matchAll(/\S+/g)];
  const at = (index: number) => words[index].index;
  const split = (index: number) => {
    const start = index > 1 && FRACTION.test(words[index][0]) && WHOLE.test(words[index - 1][0]) ? index - 1 : index;
    const quantity = parseQuantity(text.slice(at(start)));
    const name = text.slice(0, at(start)).trim();
    return quantity && name ? { name, quantity: quantity.amount, unit: quantity.unit } : null;
  };
  for (let index = words.length - 2; index >= 1; index -= 1) if (AMOUNT.test(words[index][0])) return split(index);
  if (words.length >= 2 && GLUED.test(words[words.length - 1][0])) return split(words.length - 1);
  return null;
}

/** The packs of a cell (a blank cell is none), and a Spanish error for each part that cannot be read. */
export function parsePacksCell(cell: string): { packs: TextPack[]; errors: string[] } {
  const packs: TextPack[] = [];
  const errors: string[] = [];
  for (const part of cell.split(CSV_PACK_SEPARATOR)) {
    if (part.trim() === '') continue;
    const pack = parsePack(part);
    if (pack) packs.push(pack);
    else errors.push(INVENTORY_CSV_MESSAGES.unreadablePack(part.trim().slice(0, 60)));
  }
  return { packs, errors };
}
