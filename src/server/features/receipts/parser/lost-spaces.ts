import { foldText } from '@common/text';
import { isNearSpanishWord, isSpanishWord } from './spanish-words';

/** The short words a product name joins others with; any other piece is a word of three letters or more. */
const JOINING = new Set(['de', 'del', 'la', 'el', 'en', 'al', 'y']);
/** Shorter runs of letters are left alone: too many ways to cut them into short words. */
const SHORTEST_GLUED = 7;
/** A cut where one piece is only near a word (one letter misread) needs a run this long. */
const SHORTEST_GLUED_WITH_MISREAD = 10;
const SHORTEST_MISREAD_PIECE = 5;

interface Cut {
  misread: number;
  ends: number[];
  shortest: number;
}

/** Fewest misread pieces, then fewest pieces, then the longest shortest piece ('para batir', not 'par abatir'). */
const better = (a: Cut, b: Cut | null) =>
  !b || (a.misread - b.misread || a.ends.length - b.ends.length || b.shortest - a.shortest) < 0;

/**
 * Where a run of letters that is no Spanish word splits into words ('cremaparabatir' → 5, 9): the
 * cut with fewest pieces, every piece a word except at most one a misread letter away from one.
 * Null when the run is a word, is one letter away from one, or no such cut exists.
 */
function cutsOf(folded: string): number[] | null {
  if (folded.length < SHORTEST_GLUED || !/^[a-z]+$/.test(folded)) return null;
  if (isSpanishWord(folded) || isNearSpanishWord(folded)) return null;
  const best: Array<Cut | null> = [{ misread: 0, ends: [], shortest: Infinity }];
  for (let end = 1; end <= folded.length; end += 1) {
    best[end] = null;
    for (let start = 0; start < end; start += 1) {
      const before = best[start];
      if (!before) continue;
      const piece = folded.slice(start, end);
      const word = (piece.length >= 3 || JOINING.has(piece)) && isSpanishWord(piece);
      if (!word && (before.misread > 0 || piece.length < SHORTEST_MISREAD_PIECE || !isNearSpanishWord(piece))) continue;
      const cut = {
        misread: before.misread + (word ? 0 : 1),
        ends: [...before.ends, end],
        shortest: Math.min(before.shortest, piece.length),
      };
      if (better(cut, best[end])) best[end] = cut;
    }
  }
  const whole = best[folded.length];
  if (!whole || (whole.misread > 0 && folded.length < SHORTEST_GLUED_WITH_MISREAD)) return null;
  return whole.ends.slice(0, -1);
}

/**
 * A product name with the spaces OCR lost between its words put back: tight print and blur glue
 * 'CREMA PARA BATIR' into 'CREMAPARABATIR'. Only runs of letters that are no Spanish word are cut,
 * and only into words (decision 086); letters are kept as read.
 */
export function withLostSpaces(name: string): string {
  return name
    .normalize('NFC')
    .split(' ')
    .map((token) => {
      const folded = foldText(token);
      const cuts = folded.length === token.length ? cutsOf(folded) : null;
      if (!cuts) return token;
      return [0, ...cuts].map((start, index) => token.slice(start, cuts[index])).join(' ');
    })
    .join(' ');
}
