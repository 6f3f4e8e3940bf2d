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

/**
 * How well a printed name fits a product's name (0–1). Tickets cut names short ('JITOMATE SALA' for
 * 'Jitomate saladet'), so a printed word of 3+ letters counts when it begins a word of the product.
 */
export function nameScore(printed: string[], product: string[]): number {
  if (printed.length === 0 || product.length === 0) return 0;
  const free = [...product];
  let matched = 0;
  for (const word of printed) {
    const index = free.findIndex((candidate) => candidate === word || (word.length >= 3 && candidate.startsWith(word)));
    if (index < 0) continue;
    matched += 1;
    free.splice(index, 1);
  }
  // The mean of both coverages: 'LIMON SIN SEMILLA' still finds 'Limón', 'CHILE SERRANO' not 'Chile guajillo'.
  return (matched / printed.length + matched / product.length) / 2;
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
