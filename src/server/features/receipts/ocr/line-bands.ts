/** Rows above and below a line's box kept with it, as a share of the line's height (ascenders, accents). */
const MARGIN = 0.35;
/** A band is read at this many times the page's scale: another size, so the engine's errors differ. */
const BAND_SCALE = 1.5;

export interface LineRows {
  top: number;
  bottom: number;
}

/**
 * The bands of the prepared picture (a PNG) that hold these lines, across the whole width, each
 * enlarged for a reading of its own: PNGs for OcrEngine.recognizeLines.
 */
export async function lineBands(image: Buffer, lines: LineRows[]): Promise<Buffer[]> {
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(image).metadata();
  return Promise.all(
    lines.map(({ top, bottom }) => {
      const margin = Math.round((bottom - top) * MARGIN);
      const first = Math.max(0, top - margin);
      const last = Math.min(height, bottom + margin);
      return sharp(image)
        .extract({ left: 0, top: first, width, height: Math.max(1, last - first) })
        .resize({ width: Math.round(width * BAND_SCALE), kernel: 'cubic' })
        .png({ compressionLevel: 0 })
        .toBuffer();
    }),
  );
}
