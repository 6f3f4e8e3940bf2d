import type { ReceiptReading } from '@common/receipts';
import { withItemsCheckedElsewhere } from './checked-elsewhere';
import { OcrEngine } from './ocr/ocr-engine';
import { prepareReceipt, softened } from './ocr/prepare-image';
import { parseReceipt, type OcrLine } from './parser/parse-receipt';

/** The process's one OCR worker (lazy); closed by the app on shutdown. */
const engine = new OcrEngine();

/** Below this mean confidence the reading is unsure enough to be worth a second try. */
const SURE = 0.85;

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
 * joined, and the surest reading kept, its lines that do not add up taken from another reading
 * where they do.
 * Throws UnreadableImageError when the bytes are not a decodable image, OcrTimeoutError on timeout.
 */
export async function readReceiptOffline(bytes: Uint8Array, ocr: OcrEngine = engine): Promise<ReceiptReading> {
  const { image, dots } = await prepareReceipt(bytes);
  const readings: OcrLine[][] = [];
  if (dots.length > 0) {
    // Dot-matrix print reads worst as printed: it is read only from copies with its dots joined (decisions 061, 073).
    for (const copy of [await softened(image), ...dots]) readings.push(await ocr.recognize(copy));
  } else {
    readings.push(await ocr.recognize(image));
    if (readingConfidence(readings[0]) < SURE) readings.push(await ocr.recognize(await softened(image)));
  }
  const surest = readings.reduce((best, lines) => (readingConfidence(lines) > readingConfidence(best) ? lines : best));
  return withItemsCheckedElsewhere(
    parseReceipt(surest),
    readings.filter((lines) => lines !== surest).map((lines) => parseReceipt(lines)),
  );
}

/** Terminates the shared OCR worker (after the jobs already queued); the next read starts a new one. */
export const closeReceiptOcr = () => engine.close();
