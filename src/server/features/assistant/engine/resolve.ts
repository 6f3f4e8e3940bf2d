import { normalizeQuestion } from './text';

export type EntityKind = 'product' | 'recipe' | 'supplier' | 'category';

export interface Named {
  kind: EntityKind;
  id: string;
  name: string;
}

export interface Match extends Named {
  /** Share of the name's words found in the question (0–1), typos forgiven. */
  score: number;
}

/** Words that never identify anything on their own. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'al',
  'y',
  'con',
  'sin',
  'en',
  'a',
  'para',
  'por',
  'un',
  'una',
  'don',
  'dona',
]);

/** Edit distance with adjacent swaps (optimal string alignment), for typos. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** Singular-ish stem: 'tortillas' → 'tortilla', 'limones' → 'limon'. */
const stem = (word: string) =>
  word.length > 5 && word.endsWith('es') && !/[aeiou]es$/.test(word)
    ? word.slice(0, -2)
    : word.length > 4 && word.endsWith('s')
      ? word.slice(0, -1)
      : word;

/** The plain words a diminutive may stand for: 'quesito' → queso, 'aguacatito' → aguacate, 'limoncito' → limon. */
function plainForms(word: string): string[] {
  const small = /^(\w{3,}?)(c)?it([oa])s?$/.exec(word);
  if (!small) return [];
  const [, root, c, ending] = small;
  return c ? [root, `${root}c${ending}`] : [`${root}${ending}`, `${root}e`, `${root}o`, `${root}a`];
}

/** Does a word of the question stand for a word of a name? Exact for short words, a typo or two for longer ones; a diminutive for its word. */
export function sameWord(asked: string, named: string): boolean {
  return [asked, ...plainForms(asked)].some((form) => sameForm(form, named));
}

function sameForm(asked: string, named: string): boolean {
  const a = stem(asked);
  const b = stem(named);
  if (a === b) return true;
  if (b.length < 4 || a.length < 4) return false;
  const allowed = b.length >= 7 ? 2 : b.length >= 5 ? 1 : b.length === 4 ? 1 : 0;
  if (b.length === 4 && a[0] !== b[0]) return false;
  return Math.abs(a.length - b.length) <= allowed && editDistance(a, b) <= allowed;
}

export const nameWords = (name: string) =>
  normalizeQuestion(name)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word));

/**
 * The user's products, recipes, suppliers and categories named in the question, best first. Names
 * and question are folded by the one folding rule (foldText), so accents and case never matter.
 */
export function resolveEntities(question: string, names: Named[]): Match[] {
  const words = normalizeQuestion(question)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word));
  const matches: Match[] = [];
  for (const entity of names) {
    const parts = nameWords(entity.name);
    if (parts.length === 0) continue;
    const found = parts.filter((part) => words.some((word) => sameWord(word, part))).length;
    if (found > 0) matches.push({ ...entity, score: found / parts.length + found * 0.01 });
  }
  return matches.sort((a, b) => b.score - a.score || a.name.length - b.name.length);
}

/** The best match of one kind, or null. */
export const bestOf = (matches: Match[], kind: EntityKind): Match | null =>
  matches.find((match) => match.kind === kind) ?? null;
