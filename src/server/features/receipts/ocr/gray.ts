import type sharpModule from 'sharp';

/** A greyscale picture as one byte a pixel, row after row (what sharp's raw output gives). */
export interface Gray {
  data: Uint8Array;
  width: number;
  height: number;
}

type Sharp = typeof sharpModule;
type Pipeline = ReturnType<Sharp>;

/** sharp over a Gray buffer (for resizing, rotating and encoding, which it does natively). */
export const grayToSharp = (sharp: Sharp, image: Gray) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });

/** The raw greyscale pixels of whatever sharp pipeline is given. */
export async function toGray(pipeline: Pipeline): Promise<Gray> {
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return { data, width: info.width, height: info.height };
  // A picture with alpha comes out with two channels: keep the grey one.
  const grey = new Uint8Array(info.width * info.height);
  for (let index = 0; index < grey.length; index += 1) grey[index] = data[index * info.channels];
  return { data: grey, width: info.width, height: info.height };
}

/** Resized with sharp (area-averaging when shrinking). */
export const resizeGray = async (sharp: Sharp, image: Gray, width: number, height: number) =>
  toGray(
    grayToSharp(sharp, image).resize(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)), { fit: 'fill' }),
  );

/** Otsu's threshold: the grey level that best splits the picture's histogram in two classes. */
export function otsu(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] += 1;
  const total = data.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * histogram[level];
  let [weightBelow, sumBelow, best, threshold] = [0, 0, -1, 128];
  for (let level = 0; level < 256; level += 1) {
    weightBelow += histogram[level];
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += level * histogram[level];
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sum - sumBelow) / weightAbove;
    const between = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, threshold] = [between, level];
  }
  return threshold;
}

/** The value at fraction `q` (0–1) of the sorted pixels. */
export function quantile(data: Uint8Array, q: number): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] += 1;
  const wanted = q * data.length;
  let seen = 0;
  for (let level = 0; level < 256; level += 1) {
    seen += histogram[level];
    if (seen >= wanted) return level;
  }
  return 255;
}
