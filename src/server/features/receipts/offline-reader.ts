import type { ReceiptReading } from '@common/receipts';
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
 * reading is tried again on a softened copy (dot-matrix print) and the surer one kept.
 * Throws UnreadableImageError when the bytes are not a decodable image, OcrTimeoutError on timeout.
 */
export async function readReceiptOffline(bytes: Uint8Array, ocr: OcrEngine = engine): Promise<ReceiptReading> {
  const { image, dots } = await prepareReceipt(bytes);
  let lines = await ocr.recognize(image);
  // Dot-matrix print is also read with its dots joined (decision 061), the surest reading kept.
  const tries = readingConfidence(lines) < SURE || dots.length > 0 ? [softened(image), ...dots] : [];
  for (const copy of tries) {
    const other = await ocr.recognize(await copy);
    if (readingConfidence(other) > readingConfidence(lines)) lines = other;
  }
  return parseReceipt(lines);
}

/** Terminates the shared OCR worker (after the jobs already queued); the next read starts a new one. */
export const closeReceiptOcr = () => engine.close();
