const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+/;
const FENCE = /^\s*(?:```|~~~)/;

/**
 * Ends a list before an unindented line that is not a list item. Models (and the built-in coach)
 * write a subheading such as `*Salsas*` right under the bullets above it; CommonMark would read it
 * as a lazy continuation of the last bullet and merge the two.
 */
export function separateBlocks(text: string): string {
  const out: string[] = [];
  let inList = false;
  let inFence = false;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    if (!inFence && inList && line.trim() !== '' && !LIST_ITEM.test(line) && !/^\s/.test(line)) out.push('');
    if (line.trim() === '') inList = false;
    else if (LIST_ITEM.test(line)) inList = !inFence;
    out.push(line);
  }
  return out.join('\n');
}
