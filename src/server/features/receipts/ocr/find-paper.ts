import type { Sharp } from 'sharp';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

const THUMB = 256;

/**
 * Where the paper is in a photo: on a small greyscale copy, the rows and columns where most pixels
 * are brighter than the picture's midpoint between dark and light (a ticket is lighter than the
 * table it lies on). Null when the paper fills the picture or no clear paper is found.
 */
export async function findPaper(image: Sharp, width: number, height: number): Promise<Region | null> {
  const { data, info } = await image
    .clone()
    .greyscale()
    .resize({ width: THUMB, height: THUMB, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sorted = Uint8Array.from(data).sort();
  const dark = sorted[Math.floor(sorted.length * 0.05)];
  const light = sorted[Math.floor(sorted.length * 0.95)];
  if (light - dark < 60) return null;
  const cut = (dark + light) / 2;
  const rows = new Array<number>(info.height).fill(0);
  const columns = new Array<number>(info.width).fill(0);
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (data[y * info.width + x] > cut) {
        rows[y] += 1;
        columns[x] += 1;
      }
    }
  }
  const span = (counts: number[], size: number) => {
    const enough = counts.map((count) => count > size * 0.35);
    const first = enough.indexOf(true);
    const last = enough.lastIndexOf(true);
    return first < 0 ? null : ([first, last] as const);
  };
  const ys = span(rows, info.width);
  const xs = span(columns, info.height);
  if (!ys || !xs) return null;
  const [top, bottom] = ys;
  const [left, right] = xs;
  const area = ((bottom - top + 1) * (right - left + 1)) / (info.width * info.height);
  if (area > 0.85 || area < 0.05) return null;
  const margin = 3;
  const scaleX = width / info.width;
  const scaleY = height / info.height;
  const x0 = Math.max(0, Math.floor((left - margin) * scaleX));
  const y0 = Math.max(0, Math.floor((top - margin) * scaleY));
  const x1 = Math.min(width, Math.ceil((right + 1 + margin) * scaleX));
  const y1 = Math.min(height, Math.ceil((bottom + 1 + margin) * scaleY));
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}
