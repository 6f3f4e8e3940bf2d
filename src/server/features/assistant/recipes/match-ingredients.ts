import { normalizeName } from '@common/inventory';

const FILLER = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'en', 'con', 'y', 'para', 'al']);

const words = (name: string) =>
  normalizeName(name)
    .split(/\s+/)
    .filter((word) => word.length >= 2 && !FILLER.has(word));

/** 'limon' = 'limones', 'jitomate' = 'jitomates': one word is the other plus a plural ending. */
const sameWord = (a: string, b: string) =>
  a === b ||
  ((a.startsWith(b) || b.startsWith(a)) && Math.abs(a.length - b.length) <= 2 && Math.min(a.length, b.length) >= 4);

const within = (some: string[], all: string[]) => some.every((word) => all.some((other) => sameWord(word, other)));

/**
 * Whether a product of the inventory is this ingredient: every word of one name is in the other
 * ("Jitomate" is "Jitomate saladet"), ignoring case, accents, plurals and little words.
 */
export function isSameIngredient(ingredient: string, product: string): boolean {
  const a = words(ingredient);
  const b = words(product);
  return a.length > 0 && b.length > 0 && (within(a, b) || within(b, a));
}

export interface InventoryProduct {
  id: string;
  name: string;
  /** The base unit stock is kept in. */
  unit: string;
  stockQuantity: string;
  currentPrice: string;
  densityKgPerL?: string | null;
  pieceWeightG?: string | null;
  yieldPercent?: string;
  packs?: Array<{ name: string; quantity: string; unit: string }>;
}

/** The product that stands for the ingredient: the same name first, then the one with most stock. */
export function findProduct(ingredient: string, products: InventoryProduct[]): InventoryProduct | null {
  const candidates = products.filter((product) => isSameIngredient(ingredient, product.name));
  if (candidates.length === 0) return null;
  const exact = candidates.find((product) => normalizeName(product.name) === normalizeName(ingredient));
  return (
    exact ??
    candidates.reduce((best, product) => (Number(product.stockQuantity) > Number(best.stockQuantity) ? product : best))
  );
}
