export class UnreadableImageError extends Error {}

/** Tesseract reads best when capitals are ~30 px high; tickets photographed or scanned small are not. */
const MIN_WIDTH = 1000;
const MAX_WIDTH = 2200;
const MAX_UPSCALE = 2.5;

/**
 * Greyscale, upright (EXIF), scaled to a width OCR reads well and contrast stretched (sharpening
 * and thresholding made the benchmark worse); the result is a PNG for tesseract.
 */
export async function prepareImage(bytes: Uint8Array): Promise<Buffer> {
  // Loaded on the first scanned receipt, not at start-up.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: 60_000_000, animated: false }).rotate();
    const { width = 0, height = 0, orientation } = await image.metadata();
    const uprightWidth = orientation && orientation >= 5 ? height : width;
    if (!uprightWidth) throw new UnreadableImageError('Imagen sin dimensiones');
    const target =
      uprightWidth < MIN_WIDTH ? Math.round(Math.min(uprightWidth * MAX_UPSCALE, MIN_WIDTH * 1.2)) : uprightWidth > MAX_WIDTH ? MAX_WIDTH : uprightWidth;
    return await image
      .greyscale()
      .resize({ width: target, kernel: 'lanczos3' })
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}
