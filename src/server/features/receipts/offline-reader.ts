import type { ReceiptReading } from '@common/receipts';
import { OcrEngine } from './ocr/ocr-engine';
import { prepareImage } from './ocr/prepare-image';
import { parseReceipt } from './parser/parse-receipt';

/** The process's one OCR worker (lazy); closed by the app on shutdown. */
const engine = new OcrEngine();

/**
 * Reads a receipt image with no network and no API key: sharp pre-processing, tesseract.js with the
 * Spanish model from npm, then the Mexican-ticket parser with its arithmetic repair.
 * Throws UnreadableImageError when the bytes are not a decodable image, OcrTimeoutError on timeout.
 */
export async function readReceiptOffline(bytes: Uint8Array, ocr: OcrEngine = engine): Promise<ReceiptReading> {
  const image = await prepareImage(bytes);
  const lines = await ocr.recognize(image);
  return parseReceipt(lines);
}

/** Terminates the shared OCR worker (after the jobs already queued); the next read starts a new one. */
export const closeReceiptOcr = () => engine.close();
