import { findPaper } from './find-paper';

export class UnreadableImageError extends Error {}

/** Tesseract reads best when capitals are ~30 px high; tickets photographed or scanned small are not. */
const MIN_WIDTH = 1000;
const MAX_WIDTH = 2200;
const MAX_UPSCALE = 2.5;
/** A 12-megapixel photo is first brought down to this many pixels on its long side: finding the paper needs no more. */
const WORKING_SIDE = 2600;

/**
 * Upright (EXIF), scaled down when large, cropped to the paper when the photo shows a table around
 * it, greyscale, scaled to a width OCR reads well and contrast stretched (sharpening and
 * thresholding made the benchmark worse); the result is a PNG for tesseract.
 */
export async function prepareImage(bytes: Uint8Array): Promise<Buffer> {
  // Loaded on the first scanned receipt, not at start-up.
  const { default: sharp } = await import('sharp');
  try {
    const upright = sharp(bytes, { limitInputPixels: 60_000_000, animated: false }).rotate();
    const { width = 0, height = 0, orientation } = await upright.metadata();
    const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
    if (!w || !h) throw new UnreadableImageError('Imagen sin dimensiones');
    const shrink = Math.min(1, WORKING_SIDE / Math.max(w, h));
    const working = sharp(
      await upright
        .resize({ width: Math.round(w * shrink), height: Math.round(h * shrink) })
        .greyscale()
        .raw()
        .toBuffer(),
      {
        raw: { width: Math.round(w * shrink), height: Math.round(h * shrink), channels: 1 },
      },
    );
    const paper = await findPaper(working, Math.round(w * shrink), Math.round(h * shrink));
    const cropped = paper ? working.extract(paper) : working;
    const paperWidth = paper ? paper.width : Math.round(w * shrink);
    const target =
      paperWidth < MIN_WIDTH
        ? Math.round(Math.min(paperWidth * MAX_UPSCALE, MIN_WIDTH * 1.2))
        : paperWidth > MAX_WIDTH
          ? MAX_WIDTH
          : paperWidth;
    return await cropped
      .resize({ width: target, kernel: 'lanczos3' })
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}
