import type sharpModule from 'sharp';
import { grayToSharp, toGray, type Gray } from './gray';

type Sharp = typeof sharpModule;

/**
 * Dot-matrix print (a 9-pin printer's ribbon: each glyph a few separate round dots) read as such
 * (decision 061). Tesseract reads it poorly as printed (the dots apart or bridged at random) and
 * no fixed blur suits every receipt, since damaged scans and photos have already run the dots
 * together. So the print is looked at first: only when its finest structure is separate dots is it
 * resampled so that a dot is one pixel (which joins each glyph's dots into strokes) and brought
 * back to the reading size.
 */

/** Receipts print in capitals, and a 9-pin printer's capital is 7 dots high. */
const DOTS_PER_LINE = 7;
/**
 * The high-passed print's correlation with itself one pixel over: strokes (laser, thermal, pen)
 * stay alike along their length (0.86 or more at the reading size), separate dots a few pixels
 * across do not (0.79–0.84); the cut is halfway between (decision 062).
 */
const MAX_DOT_CORRELATION = 0.85;
/** At least this share of the ink is in specks the size of a dot (strokes: 0.00–0.06; dots: 0.07–0.13). */
const MIN_DOT_INK = 0.065;

/** Box blur of radius r along rows then columns (running sums). */
function boxBlur(data: Float32Array, width: number, height: number, r: number): Float32Array {
  const rows = new Float32Array(data.length);
  for (let y = 0; y < height; y += 1) {
    let sum = 0;
    const offset = y * width;
    for (let x = -r; x <= r; x += 1) sum += data[offset + Math.min(width - 1, Math.max(0, x))];
    for (let x = 0; x < width; x += 1) {
      rows[offset + x] = sum / (2 * r + 1);
      sum += data[offset + Math.min(width - 1, x + r + 1)] - data[offset + Math.max(0, x - r)];
    }
  }
  const out = new Float32Array(data.length);
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let y = -r; y <= r; y += 1) sum += rows[Math.min(height - 1, Math.max(0, y)) * width + x];
    for (let y = 0; y < height; y += 1) {
      out[y * width + x] = sum / (2 * r + 1);
      sum += rows[Math.min(height - 1, y + r + 1) * width + x] - rows[Math.max(0, y - r) * width + x];
    }
  }
  return out;
}

/**
 * The print's detail (the picture less a blur over about a dot pitch), correlated with itself one
 * pixel to the right and one pixel down, averaged: near 1 for strokes, lower for separate dots.
 */
export function detailCorrelation(image: Gray, line: number): number {
  const { width, height } = image;
  const values = Float32Array.from(image.data);
  const radius = Math.max(1, Math.round(line / 12));
  const smooth = boxBlur(boxBlur(values, width, height, radius), width, height, radius);
  const detail = values.map((value, index) => smooth[index] - value);
  let [energy, right, down] = [0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      const value = detail[index];
      energy += value * value;
      if (x + 1 < width) right += value * detail[index + 1];
      if (y + 1 < height) down += value * detail[index + width];
    }
  }
  return energy ? (right + down) / (2 * energy) : 1;
}

/** The share of the ink (darker than mid-grey) in specks of a dot's size: 0.5 to 5 dot areas. */
export function dotInkShare(image: Gray, line: number): number {
  const { data, width, height } = image;
  const dot = (line / DOTS_PER_LINE) ** 2;
  const [smallest, largest] = [dot * 0.3, dot * 3];
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let [ink, inDots] = [0, 0];
  for (let start = 0; start < data.length; start += 1) {
    if (seen[start] || data[start] >= 128) continue;
    let [top, area] = [0, 0];
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const index = stack[--top];
      area += 1;
      const x = index % width;
      const next = [x > 0 ? index - 1 : -1, x + 1 < width ? index + 1 : -1, index - width, index + width];
      for (const other of next) {
        if (other < 0 || other >= data.length || seen[other] || data[other] >= 128) continue;
        seen[other] = 1;
        stack[top++] = other;
      }
    }
    ink += area;
    if (area >= smallest && area <= largest) inDots += area;
  }
  return ink ? inDots / ink : 0;
}

/** Print whose finest structure is separate dots (checked on a picture scaled to `line`-pixel lines). */
export function isDotPrint(image: Gray, line: number): boolean {
  return detailCorrelation(image, line) <= MAX_DOT_CORRELATION && dotInkShare(image, line) >= MIN_DOT_INK;
}

/**
 * The picture resampled so that a dot is one pixel (area average, which joins a glyph's dots) and
 * scaled back to its size with a smooth kernel: strokes the width of a dot, as a printer with
 * more pins would draw them.
 */
export async function dotsJoined(sharp: Sharp, image: Gray, line: number, dots = DOTS_PER_LINE): Promise<Gray> {
  const pitch = line / dots;
  const small = await toGray(
    grayToSharp(sharp, image).resize(
      Math.max(1, Math.round(image.width / pitch)),
      Math.max(1, Math.round(image.height / pitch)),
      { fit: 'fill', kernel: 'linear' },
    ),
  );
  return toGray(grayToSharp(sharp, small).resize(image.width, image.height, { fit: 'fill', kernel: 'cubic' }));
}

/** Blur of the stretched copy as a share of the dot pitch: it runs a glyph's dots into strokes (decision 073). */
const DOT_BLUR = 0.45;

/**
 * The picture blurred by about half a dot pitch, which joins each glyph's dots, then stretched back
 * to full contrast, since the blur alone leaves the strokes grey and reads no better than before.
 */
export async function dotsBlurred(sharp: Sharp, image: Gray, line: number): Promise<Gray> {
  return toGray(
    grayToSharp(sharp, image)
      .blur(Math.max(0.3, (DOT_BLUR * line) / DOTS_PER_LINE))
      .normalise(),
  );
}
