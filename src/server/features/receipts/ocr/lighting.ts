import type sharpModule from 'sharp';
import { resizeGray, type Gray } from './gray';

/** The small copy the paper's brightness is estimated on: one pixel for this many. */
const STEP = 12;

/** Each pixel replaced by the largest, the smallest or the mean of its (2r+1)² neighbourhood, separably. */
function filter(image: Gray, radius: number, kind: 'max' | 'min' | 'mean'): Gray {
  const { width, height } = image;
  const pass = (source: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(source.length);
    const [outer, inner] = horizontal ? [height, width] : [width, height];
    for (let o = 0; o < outer; o += 1) {
      for (let i = 0; i < inner; i += 1) {
        let [value, count] = [kind === 'min' ? 255 : 0, 0];
        for (let k = Math.max(0, i - radius); k <= Math.min(inner - 1, i + radius); k += 1) {
          const pixel = source[horizontal ? o * width + k : k * width + o];
          if (kind === 'max') value = Math.max(value, pixel);
          else if (kind === 'min') value = Math.min(value, pixel);
          else value += pixel;
          count += 1;
        }
        out[horizontal ? o * width + i : i * width + o] = kind === 'mean' ? Math.round(value / count) : value;
      }
    }
    return out;
  };
  return { width, height, data: pass(pass(image.data, true), false) };
}

/**
 * Evens out the light on the paper (a shadow across it, a dim corner): the paper's own brightness
 * is estimated on a small copy (the brightest pixel around each point, so print does not count,
 * then smoothed) and every pixel divided by it, so paper reads white and print dark everywhere.
 * On a photo (`photographed`) the brightest pixels are then closed (the darkest of them around
 * each point): where the paper darkens gradually into a shadow the brightest pixel around a point
 * is its lighter neighbour, which left a grey band across the shadow. A scan's light is even, and
 * it keeps the plain estimate it was measured with.
 */
export async function evenLighting(sharp: typeof sharpModule, image: Gray, photographed: boolean): Promise<Gray> {
  const small = await resizeGray(
    sharp,
    image,
    Math.max(8, Math.round(image.width / STEP)),
    Math.max(8, Math.round(image.height / STEP)),
  );
  const brightest = filter(small, 3, 'max');
  const paperLevel = photographed ? filter(brightest, 3, 'min') : brightest;
  const background = await resizeGray(sharp, filter(paperLevel, 2, 'mean'), image.width, image.height);
  const out = new Uint8Array(image.data.length);
  for (let index = 0; index < out.length; index += 1) {
    const paper = Math.max(24, background.data[index]);
    out[index] = Math.min(255, Math.round((image.data[index] * 255) / paper));
  }
  return { data: out, width: image.width, height: image.height };
}
