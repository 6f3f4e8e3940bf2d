import { compareDecimals, sumDecimals } from '@common/money';
import type { ReceiptReading } from '@common/receipts';
import { UNCHECKED, withItemsCheckedElsewhere } from './checked-elsewhere';
import { withPointsFromSpaces } from './ocr/dot-model-text';
import { OcrEngine } from './ocr/ocr-engine';
import { prepareReceipt, softened } from './ocr/prepare-image';
import { parseReceipt, type OcrLine } from './parser/parse-receipt';

/** The process's OCR worker (lazy); closed by the app on shutdown. */
const engine = new OcrEngine();
/** The English model, a second opinion on the lines whose numbers do not check out (decision 085). */
const englishEngine = new OcrEngine({ language: 'eng' });
/** The model trained on dot-matrix print (decision 110). */
const dotEngine = new OcrEngine({ language: 'dots' });

/** Below this mean confidence the reading is unsure enough to be worth a second try. */
const SURE = 0.85;

/** The reading's lines add up to less than its printed TOTAL: a line may be lost. */
const fallsShort = (reading: ReceiptReading) =>
  reading.total !== null && compareDecimals(sumDecimals(reading.items.map((item) => item.total)), reading.total) < 0;

/** The engine's confidence over the reading, each line weighted by its letters and digits. */
export function readingConfidence(lines: OcrLine[]): number {
  let [sum, weight] = [0, 0];
  for (const line of lines) {
    const count = (line.text.match(/[\p{L}\d]/gu) ?? []).length;
    sum += line.confidence * count;
    weight += count;
  }
  return weight ? sum / weight : 0;
}

/**
 * Reads a receipt image with no network and no API key: sharp pre-processing, tesseract.js with the
 * Spanish model from npm, then the Mexican-ticket parser with its arithmetic repair. An unsure
 * reading is tried again on a softened copy, dot-matrix print is read from copies with its dots
 * joined and by the Spanish model taught dot print, and the surest reading kept, its lines that do
 * not add up taken from another reading where they do; when some do not, or the lines fall short of
 * the TOTAL, the English model and the dot-print model read the surest copy as two more.
 * Throws UnreadableImageError when the bytes are not a decodable image, OcrTimeoutError on timeout.
 */
export async function readReceiptOffline(
  bytes: Uint8Array,
  ocr: OcrEngine = engine,
  secondOpinion: OcrEngine = englishEngine,
  dotReader: OcrEngine = dotEngine,
): Promise<ReceiptReading> {
  const { image, dots } = await prepareReceipt(bytes);
  const readings: Array<{ lines: OcrLine[]; copy: Buffer }> = [];
  const read = async (copy: Buffer) => readings.push({ lines: await ocr.recognize(copy), copy });
  /** Readings by other models: opinions on single lines, never the reading kept. */
  const opinions: OcrLine[][] = [];
  if (dots.length > 0) {
    // Dot-matrix print reads worst as printed: it is read only from copies with its dots joined (decisions 061, 073).
    const soft = await softened(image);
    for (const copy of [soft, ...dots]) await read(copy);
    // The Spanish model taught dot print (decision 110) reads the softened copy too.
    opinions.push(withPointsFromSpaces(await dotReader.recognize(soft)));
  } else {
    await read(image);
    if (readingConfidence(readings[0].lines) < SURE) await read(await softened(image));
  }
  const surest = readings.reduce((best, reading) =>
    readingConfidence(reading.lines) > readingConfidence(best.lines) ? reading : best,
  );
  const reading = parseReceipt(surest.lines);
  const others = [...readings.filter((other) => other !== surest).map((other) => other.lines), ...opinions].map(
    (lines) => parseReceipt(lines),
  );
  // Another model sees the glyphs differently: its reading of the same copy is one more opinion (decisions 085, 106).
  if (reading.items.some((item) => item.confidence < UNCHECKED) || fallsShort(reading)) {
    others.push(parseReceipt(await secondOpinion.recognize(surest.copy)));
    // Dot print that blur or a photo ran together is not told apart from other print (decision 110).
    if (dots.length === 0) others.push(parseReceipt(withPointsFromSpaces(await dotReader.recognize(surest.copy))));
  }
  return withItemsCheckedElsewhere(reading, others);
}

/** Terminates the shared OCR workers (after the jobs already queued); the next read starts new ones. */
export const closeReceiptOcr = async () => {
  await Promise.all([engine.close(), englishEngine.close(), dotEngine.close()]);
};
