import type { ReceiptReading } from '@common/receipts';
import { linesCheckedOut, UNCHECKED, withItemsCheckedElsewhere } from './checked-elsewhere';
import { OcrEngine } from './ocr/ocr-engine';
import { prepareReceipt, softened } from './ocr/prepare-image';
import { parseReceipt, type OcrLine } from './parser/parse-receipt';

/** The process's OCR worker (lazy); closed by the app on shutdown. */
const engine = new OcrEngine();
/** The English model, a second opinion on the lines whose numbers do not check out (decision 085). */
const englishEngine = new OcrEngine({ language: 'eng' });

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

/** One reading of one copy of the picture, by one model. */
interface Reading {
  lines: OcrLine[];
  parsed: ReceiptReading;
  copy: Buffer;
  english: boolean;
}

/** The reading tesseract is surest of. */
const surestByConfidence = (readings: Reading[]) =>
  readings.reduce((best, reading) =>
    readingConfidence(reading.lines) > readingConfidence(best.lines) ? reading : best,
  );

/** The reading in which the most lines check out, the engine's confidence breaking ties (decision 091). */
const surestByArithmetic = (readings: Reading[]) =>
  readings.reduce((best, reading) => {
    const [score, bestScore] = [linesCheckedOut(reading.parsed), linesCheckedOut(best.parsed)];
    return score > bestScore ||
      (score === bestScore && readingConfidence(reading.lines) > readingConfidence(best.lines))
      ? reading
      : best;
  });

/**
 * Reads a receipt image with no network and no API key: sharp pre-processing, tesseract.js with the
 * Spanish model from npm, then the Mexican-ticket parser with its arithmetic repair. An unsure
 * reading is tried again on a softened copy and the English model reads the picture too; the reading
 * in which the most lines check out leads. Dot-matrix print is read from copies with its dots joined
 * and the surest of those leads. The leading reading's lines that do not add up are taken from
 * another reading where they do; when some do not, the English model reads the leading copy as one
 * more. Throws UnreadableImageError when the bytes are not a decodable image, OcrTimeoutError on timeout.
 */
export async function readReceiptOffline(
  bytes: Uint8Array,
  ocr: OcrEngine = engine,
  secondOpinion: OcrEngine = englishEngine,
): Promise<ReceiptReading> {
  const { image, dots } = await prepareReceipt(bytes);
  const readings: Reading[] = [];
  const read = async (copy: Buffer, english = false) => {
    const lines = await (english ? secondOpinion : ocr).recognize(copy);
    readings.push({ lines, parsed: parseReceipt(lines), copy, english });
  };
  let surest: Reading;
  if (dots.length > 0) {
    // Dot-matrix print reads worst as printed: it is read only from copies with its dots joined (decisions 061, 073).
    for (const copy of [await softened(image), ...dots]) await read(copy);
    surest = surestByConfidence(readings);
  } else {
    await read(image);
    if (readingConfidence(readings[0].lines) < SURE) await read(await softened(image));
    // The two models' confidences are not on one scale: the arithmetic says which reading leads (decision 091).
    await read(image, true);
    surest = surestByArithmetic(readings);
  }
  const others = readings.filter((other) => other !== surest).map((other) => other.parsed);
  // Another model sees the glyphs differently: its reading of the same copy is one more opinion (decision 085).
  const englishRead = readings.some((other) => other.english && other.copy === surest.copy);
  if (!surest.english && !englishRead && surest.parsed.items.some((item) => item.confidence < UNCHECKED))
    others.push(parseReceipt(await secondOpinion.recognize(surest.copy)));
  return withItemsCheckedElsewhere(surest.parsed, others);
}

/** Terminates the shared OCR workers (after the jobs already queued); the next read starts new ones. */
export const closeReceiptOcr = async () => {
  await Promise.all([engine.close(), englishEngine.close()]);
};
