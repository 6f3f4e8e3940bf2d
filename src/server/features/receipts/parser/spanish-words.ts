import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldText } from '@common/text';

/**
 * ~636,000 Spanish words (`an-array-of-spanish-words`, MIT, from npm), folded, sorted and joined into
 * one string with the offset of each word: about 10 MB instead of the 110 MB a Set of them takes.
 * Loaded on the first lookup (~0.5 s), then kept for the process.
 */
interface WordList {
  text: string;
  starts: Uint32Array;
}

let list: WordList | null = null;

function load(): WordList {
  const path = createRequire(import.meta.url).resolve('an-array-of-spanish-words');
  const words = [...new Set((JSON.parse(readFileSync(path, 'utf8')) as string[]).map(foldText))].sort();
  const starts = new Uint32Array(words.length + 1);
  let offset = 0;
  words.forEach((word, index) => {
    starts[index] = offset;
    offset += word.length;
  });
  starts[words.length] = offset;
  return { text: words.join(''), starts };
}

/** Whether a folded word ('cebolla', 'pina') is Spanish. */
export function isSpanishWord(folded: string): boolean {
  list ??= load();
  const { text, starts } = list;
  let [low, high] = [0, starts.length - 2];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const word = text.slice(starts[middle], starts[middle + 1]);
    if (word === folded) return true;
    if (word < folded) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Whether a folded word is one deletion, insertion or change of letter away from a Spanish word. */
export function isNearSpanishWord(folded: string): boolean {
  for (let index = 0; index <= folded.length; index += 1) {
    const [head, tail] = [folded.slice(0, index), folded.slice(index)];
    if (tail && isSpanishWord(head + tail.slice(1))) return true;
    for (const letter of LETTERS) {
      if (isSpanishWord(head + letter + tail)) return true;
      if (tail && letter !== tail[0] && isSpanishWord(head + letter + tail.slice(1))) return true;
    }
  }
  return false;
}
