import type { FastifyRequest } from 'fastify';
import {
  applyReceiptResultSchema,
  applyReceiptSchema,
  RECEIPT_MESSAGES,
  receiptScanSchema,
  type ReceiptReading,
} from '@common/receipts';
import { AppError, badRequest } from '../../platform/errors';
import { readMultipart } from '../../platform/multipart';
import { actorOf, rateLimitKey } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { detectAllowedFileType, IMAGE_MIME_TYPES } from '../../platform/storage/detect-file-type';
import { matchReading } from './match-products';
import { OcrTimeoutError } from './ocr/ocr-engine';
import { UnreadableImageError } from './ocr/prepare-image';
import { closeReceiptOcr, readReceiptOffline } from './offline-reader';
import { applyReceipt } from './service';

/** Anything that reads a receipt image: the offline OCR, or the AI provider's vision model. */
export type ReceiptReader = (bytes: Uint8Array) => Promise<ReceiptReading>;

/** The 'image' part of the form, checked by its bytes: PNG, JPEG, WebP or GIF (10 MB, app.ts). */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  const form = await readMultipart(request);
  const image = form.files.find((file) => file.fieldname === 'image' && file.bytes.length > 0)?.bytes;
  if (!image) throw badRequest(RECEIPT_MESSAGES.imageRequired, 'image_required');
  if (!(await detectAllowedFileType(image, IMAGE_MIME_TYPES)))
    throw badRequest(RECEIPT_MESSAGES.invalidImage, 'invalid_image');
  return image;
}

/** Reading failures in the §8 words: a picture that cannot be decoded, or a read that took too long. */
function scanError(error: unknown): unknown {
  if (error instanceof UnreadableImageError) return new AppError(422, 'unreadable_image', RECEIPT_MESSAGES.imageFailed);
  if (error instanceof OcrTimeoutError) return new AppError(503, 'scan_timeout', RECEIPT_MESSAGES.scanFailed);
  return error;
}

/** Scanning is a few CPU-seconds; one user cannot queue more than this many a minute. */
const SCAN_RATE_LIMIT = { max: 20, timeWindow: '1 minute', keyGenerator: rateLimitKey };

export function receiptRoutes(reader: ReceiptReader = readReceiptOffline) {
  return restaurantAudience(async (app) => {
    const tags = ['receipts'];
    app.addHook('onClose', () => closeReceiptOcr());

    /** multipart/form-data: image (file). Reads the receipt and matches its lines to the user's products. */
    app.post(
      '/api/receipts/scan',
      {
        config: { rateLimit: SCAN_RATE_LIMIT },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: receiptScanSchema } },
      },
      async (request) => {
        const { userId } = actorOf(request);
        const image = await readImage(request);
        const stopTimer = app.metrics.receiptScans.startTimer();
        const reading = await reader(image).catch((error: unknown) => {
          throw scanError(error);
        });
        stopTimer();
        return matchReading(app.db, userId, reading);
      },
    );

    app.post(
      '/api/receipts/apply',
      { schema: { tags, body: applyReceiptSchema, response: { 200: applyReceiptResultSchema } } },
      async (request) => applyReceipt(app.db, actorOf(request), request.body),
    );
  });
}
