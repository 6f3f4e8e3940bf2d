import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldText } from '@common/text';

/**
 * ~636,000 Spanish words (`an-array-of-spanish-words`, MIT, from npm) as their JSON file reads, folded
 * (`["cebolla","pina",…]`), with a hash table of where each word starts: no string per word, so
 * loading (on the first lookup, a few hundred milliseconds) leaves the heap ~17 MB larger instead of
 * the ~165 MB an array or a Set of the words leaves behind (decision 086).
 */
interface WordList {
  text: string;
  slots: Int32Array;
}

/** Open addressing at under a third full: 2^21 slots. */
const MASK = (1 << 21) - 1;
const QUOTE = 34;

/** FNV-1a over text[start, end). */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

let list: WordList | null = null;

function load(): WordList {
  const path = createRequire(import.meta.url).resolve('an-array-of-spanish-words');
  // Folding leaves only ASCII; copied through latin1, V8 keeps it as one byte per letter (8 MB, not 16).
  const text = Buffer.from(foldText(readFileSync(path, 'utf8')), 'latin1').toString('latin1');
  const slots = new Int32Array(MASK + 1).fill(-1);
  for (let start = text.indexOf('"') + 1; start > 0;) {
    const end = text.indexOf('"', start);
    let slot = hashOf(text, start, end) & MASK;
    while (slots[slot] !== -1) slot = (slot + 1) & MASK;
    slots[slot] = start;
    start = text.indexOf('"', end + 1) + 1;
  }
  return { text, slots };
}

/** Whether a folded word ('cebolla', 'pina') is Spanish. */
export function isSpanishWord(folded: string): boolean {
  list ??= load();
  const { text, slots } = list;
  for (let slot = hashOf(folded, 0, folded.length) & MASK; slots[slot] !== -1; slot = (slot + 1) & MASK) {
    const start = slots[slot];
    if (text.charCodeAt(start + folded.length) === QUOTE && text.startsWith(folded, start)) return true;
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
