import type { OcrLine } from './collect-items';
import { cleanLine, readLine } from './line-items';
import { checkLine } from './reconcile-line';

/**
 * How far a line's own numbers vouch for its reading: 2 when it prints a quantity, a unit price and
 * an amount that agree as read (q × p = amount), 1 when they agree after repairing one misread
 * digit, 0 otherwise (no numbers, or numbers that disagree).
 */
export function lineEvidence(text: string): number {
  const raw = readLine(cleanLine(text));
  if (!raw || !raw.quantity || !raw.unitPrice || !raw.total) return 0;
  const status = checkLine(raw)?.status;
  return status === 'exact' ? 2 : status === 'repaired' ? 1 : 0;
}

const boxed = (line: OcrLine): line is OcrLine & { top: number; bottom: number } =>
  line.top !== undefined && line.bottom !== undefined && line.bottom > line.top;

/** The rows two lines share, as a fraction of the shorter one's height. */
function overlap(a: { top: number; bottom: number }, b: { top: number; bottom: number }): number {
  const shared = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return shared <= 0 ? 0 : shared / Math.min(a.bottom - a.top, b.bottom - b.top);
}

const better = (a: OcrLine, b: OcrLine) => {
  const [ea, eb] = [lineEvidence(a.text), lineEvidence(b.text)];
  return eb > ea || (eb === ea && b.confidence > a.confidence) ? b : a;
};

/**
 * Two readings of the same picture (the same geometry: the second made from a softened copy) put
 * together line by line: where both read a line, the reading whose quantity × price agrees with its
 * amount wins, then the surer one; a line only the second reading found is added where it lies.
 * Readings without line positions are not merged: the surer one is kept as a whole.
 */
export function mergeReadings(first: OcrLine[], second: OcrLine[], sureness: (lines: OcrLine[]) => number): OcrLine[] {
  if (!first.every(boxed) || !second.every(boxed)) return sureness(second) > sureness(first) ? second : first;
  const a = first.filter(boxed);
  const b = second.filter(boxed);
  const partner = (line: { top: number; bottom: number }, among: typeof a) => {
    let best: { index: number; share: number } | null = null;
    for (const [index, other] of among.entries()) {
      const share = overlap(line, other);
      if (share > (best?.share ?? 0)) best = { index, share };
    }
    return best && best.share >= 0.5 ? best.index : -1;
  };
  const taken = new Set<number>();
  const merged: Array<OcrLine & { top: number; bottom: number }> = [];
  for (const line of a) {
    const index = partner(line, b);
    // Paired only when each is the other's best match (one line is not split against two).
    if (index >= 0 && !taken.has(index) && a[partner(b[index], a)] === line) {
      taken.add(index);
      merged.push(better(line, b[index]) as (typeof merged)[number]);
    } else merged.push(line);
  }
  for (const [index, line] of b.entries()) {
    if (taken.has(index) || a.some((other) => overlap(line, other) > 0.3) || !line.text.trim()) continue;
    merged.push(line);
  }
  return merged.sort((x, y) => x.top - y.top);
}
