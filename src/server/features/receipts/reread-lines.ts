import { UNCHECKED } from './checked-elsewhere';
import type { OcrEngine } from './ocr/ocr-engine';
import { lineBands } from './ocr/line-bands';
import { parseReceipt, type OcrLine } from './parser/parse-receipt';

/** A receipt's line is re-read on its own for at most this many lines (time). */
const MOST_LINES = 8;

/** The lines that read as one product whose numbers do not check out (quantity × price ≠ amount). */
export function doubtfulLines(lines: OcrLine[]): number[] {
  return lines.flatMap((line, index) => {
    if (line.top === undefined || line.bottom === undefined) return [];
    const { items } = parseReceipt([line]);
    return items.length === 1 && items[0].confidence < UNCHECKED ? [index] : [];
  });
}

/**
 * The reading with each doubtful line replaced by the same band of the picture read again as a line
 * of its own, at another size: one more opinion for those lines, which the arithmetic judges
 * (withItemsCheckedElsewhere). Null when no line is doubtful.
 */
export async function withDoubtfulLinesReread(
  lines: OcrLine[],
  image: Buffer,
  ocr: OcrEngine,
): Promise<OcrLine[] | null> {
  const doubtful = doubtfulLines(lines).slice(0, MOST_LINES);
  if (doubtful.length === 0) return null;
  const texts = await ocr.recognizeLines(
    await lineBands(
      image,
      doubtful.map((index) => ({ top: lines[index].top!, bottom: lines[index].bottom! })),
    ),
  );
  const reread = new Map(doubtful.map((index, at) => [index, texts[at]]));
  return lines.map((line, index) => (reread.has(index) ? { ...line, text: reread.get(index)! } : line));
}
