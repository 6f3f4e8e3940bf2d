import { normalizeName } from '@common/inventory';
import type { ReceiptReading, ReceiptScan } from '@common/receipts';
import type { Queryable } from '../../platform/db/client';
import { selectProductNames } from '../inventory/queries';

interface Candidate {
  id: string;
  words: string[];
}

/** A name as the matcher compares it: folded words of letters and digits. */
export const productNameWords = (name: string) =>
  normalizeName(name)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0);

/** Product words a printed word stands for: one word, or several OCR printed without spaces ('CEBOLLABLANCA'). */
function wordsCovered(word: string, free: string[]): number[] | null {
  const single = free.findIndex((candidate) => candidate === word || (word.length >= 3 && candidate.startsWith(word)));
  if (single >= 0) return [single];
  for (let start = 0; start < free.length - 1; start += 1) {
    let joined = free[start];
    for (let end = start + 1; end < free.length && joined.length < word.length; end += 1) {
      joined += free[end];
      // The last word may be cut short, as the ticket cuts names ('CEBOLLABLAN').
      if (joined === word || (word.length > joined.length - free[end].length + 2 && joined.startsWith(word)))
        return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
    }
  }
  return null;
}

/**
 * How well a printed name fits a product's name (0–1). Tickets cut names short ('JITOMATE SALA' for
 * 'Jitomate saladet'), so a printed word of 3+ letters counts when it begins a word of the product;
 * words OCR ran together ('CEBOLLABLANCA') count for each product word they hold.
 */
export function nameScore(printed: string[], product: string[]): number {
  if (printed.length === 0 || product.length === 0) return 0;
  const free = [...product];
  let [printedMatched, productMatched] = [0, 0];
  for (const word of printed) {
    const covered = wordsCovered(word, free);
    if (!covered) continue;
    printedMatched += 1;
    productMatched += covered.length;
    free.splice(covered[0], covered.length);
  }
  // The mean of both coverages: 'LIMON SIN SEMILLA' still finds 'Limón', 'CHILE SERRANO' not 'Chile guajillo'.
  return (printedMatched / printed.length + productMatched / product.length) / 2;
}

/** Below this a line is left as "Nuevo producto" for the user to map. */
const MIN_SCORE = 0.6;

/** The user's product a receipt line most likely is, or null when none fits well or two fit as well. */
export function bestMatch(name: string, candidates: Candidate[]): string | null {
  const printed = productNameWords(name);
  let best: { id: string; score: number } | null = null;
  let tied = false;
  for (const candidate of candidates) {
    const score = nameScore(printed, candidate.words);
    if (score < MIN_SCORE || (best && score < best.score)) continue;
    tied = best !== null && score === best.score;
    if (!tied) best = { id: candidate.id, score };
  }
  return best && !tied ? best.id : null;
}

/** Each line of a reading with the user's product it matches (productId null when none does). */
export async function matchReading(db: Queryable, userId: string, reading: ReceiptReading): Promise<ReceiptScan> {
  const products = await selectProductNames(db, userId);
  const candidates = products.map((product) => ({ id: product.id, words: productNameWords(product.name) }));
  return { ...reading, items: reading.items.map((item) => ({ ...item, productId: bestMatch(item.name, candidates) })) };
}
