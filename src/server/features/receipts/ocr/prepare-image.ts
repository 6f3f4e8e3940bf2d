import type sharpModule from 'sharp';
import { dotsBlurred, dotsJoined, isDotPrint } from './dot-print';
import { evenLighting } from './lighting';
import { findPaper } from './find-paper';
import { grayToSharp, resizeGray, toGray, type Gray } from './gray';
import { lineHeight, skewAngle } from './text-geometry';
import { homography, quadSize, warpQuad, type Point, type Quad } from './warp';

type Sharp = typeof sharpModule;

export class UnreadableImageError extends Error {}

/** A photo is first brought down to this many pixels on its long side: 12 megapixels are not needed. */
const WORKING_SIDE = 2600;
/** The copy the paper is looked for on. */
const THUMB_SIDE = 400;
/** The copy the tilt and the size of the print are measured on. */
const PREVIEW_WIDTH = 800;
/** Tesseract reads best when a line of print (capitals to descenders) is about this many pixels high. */
const TARGET_LINE = 34;
/** Blur of the second try, for print TARGET_LINE pixels high. */
const SOFTEN_SIGMA = 1.5;
const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
/** The image handed to OCR stays under this many pixels (time grows with them). */
const MAX_PIXELS = 6_000_000;

const corners = (width: number, height: number): Quad => [
  { x: 0, y: 0 },
  { x: width, y: 0 },
  { x: width, y: height },
  { x: 0, y: height },
];

const apply = (map: number[], { x, y }: Point): Point => {
  const z = map[6] * x + map[7] * y + 1;
  return { x: (map[0] * x + map[1] * y + map[2]) / z, y: (map[3] * x + map[4] * y + map[5]) / z };
};

/**
 * The source quadrilateral whose straightening also turns the print level: the output rectangle's
 * corners turned by the measured tilt about its centre, then carried into the photo by the
 * paper's own perspective map.
 */
function levelled(quad: Quad, width: number, height: number, degrees: number): Quad {
  if (Math.abs(degrees) < 0.15) return quad;
  const map = homography(corners(width, height), quad);
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const [cx, cy] = [width / 2, height / 2];
  return corners(width, height).map(({ x, y }) =>
    apply(map, { x: cx + (x - cx) * cos - (y - cy) * sin, y: cy + (x - cx) * sin + (y - cy) * cos }),
  ) as Quad;
}

/** A line measured on the copy blurred by a pixel counts when it is at least this much taller. */
const SPLIT_LINES = 1.5;

/**
 * The height of a line of print (text-geometry.ts), measured again on a copy blurred by a pixel:
 * the rows of separate dots of dot-matrix print split a line's ink profile into runs one or two
 * dots high, which made the print look several times smaller than it is and scaled it up to the
 * cap (decision 061). The blurred copy's height is taken only when it is half again the plain
 * one's, so other print is measured as before.
 */
export function printHeight(preview: Gray, skew: number, blurred: Gray): number | null {
  const plain = lineHeight(preview, skew);
  const joined = lineHeight(blurred, skew);
  return plain && joined && joined >= plain * SPLIT_LINES ? joined : plain;
}

/** The prepared picture (a PNG for tesseract) and, for dot-matrix print, three copies with the dots joined. */
export interface PreparedReceipt {
  image: Buffer;
  dots: Buffer[];
}

const encode = (sharp: Sharp, image: Gray) =>
  grayToSharp(sharp, image).withMetadata({ density: 300 }).png({ compressionLevel: 0 }).toBuffer();

/**
 * Upright (EXIF), the paper found and straightened (perspective, rotation and the print's tilt
 * undone in one resampling), light evened out (shadows), scaled so a line of print is about
 * TARGET_LINE pixels high, contrast stretched; the result is a PNG for tesseract.
 */
export async function prepareImage(bytes: Uint8Array): Promise<Buffer> {
  return (await prepareReceipt(bytes)).image;
}

/**
 * prepareImage, and when the print's finest structure is separate dots (dot-matrix, decision 061)
 * three copies with the dots of each glyph joined: two resampled so that a dot is one pixel (a
 * capital 7 or 8 dots high: which one suits a receipt depends on where the grid falls) and scaled
 * back, and one blurred by half a dot pitch and stretched back to full contrast (decision 073).
 */
export async function prepareReceipt(bytes: Uint8Array): Promise<PreparedReceipt> {
  // Loaded on the first scanned receipt, not at start-up.
  const { default: sharp } = await import('sharp');
  try {
    const upright = sharp(bytes, { limitInputPixels: 60_000_000, animated: false }).rotate();
    const { width = 0, height = 0, orientation } = await upright.metadata();
    const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
    if (!w || !h) throw new UnreadableImageError('Imagen sin dimensiones');
    const shrink = Math.min(1, WORKING_SIDE / Math.max(w, h));
    const working = await toGray(upright.resize(Math.round(w * shrink), Math.round(h * shrink), { fit: 'fill' }));

    const thumbScale = Math.min(1, THUMB_SIDE / Math.max(working.width, working.height));
    const thumb = await resizeGray(sharp, working, working.width * thumbScale, working.height * thumbScale);
    const found = findPaper(thumb);
    const quad: Quad = found
      ? (found.map(({ x, y }) => ({ x: x / thumbScale, y: y / thumbScale })) as Quad)
      : corners(working.width, working.height);
    const size = quadSize(quad);
    const photographed = found !== null;

    const previewScale = Math.min(1, PREVIEW_WIDTH / size.width);
    const preview = await evenLighting(
      sharp,
      warpQuad(working, quad, size.width * previewScale, size.height * previewScale),
      photographed,
    );
    const skew = skewAngle(preview);
    const line = printHeight(preview, skew, await toGray(grayToSharp(sharp, preview).blur(1)));
    let scale = line ? Math.min(MAX_SCALE, Math.max(MIN_SCALE, (TARGET_LINE * previewScale) / line)) : 1;
    scale = Math.min(scale, Math.sqrt(MAX_PIXELS / (size.width * size.height)));

    // Shrinking is done by sharp (area-averaging) before the warp, which only samples.
    const shrinkFirst = scale < 0.8;
    const source: Gray = shrinkFirst
      ? await resizeGray(sharp, working, working.width * scale, working.height * scale)
      : working;
    const factor = shrinkFirst ? source.width / working.width : 1;
    const sourceQuad = quad.map(({ x, y }) => ({ x: x * factor, y: y * factor })) as Quad;
    const [outW, outH] = [Math.round(size.width * scale), Math.round(size.height * scale)];
    const straight = warpQuad(source, levelled(sourceQuad, outW, outH, skew), outW, outH);
    const even = await evenLighting(sharp, straight, photographed);
    const prepared = await toGray(grayToSharp(sharp, even).normalise());
    // The height of a line of print in the prepared picture (TARGET_LINE unless the scale was capped).
    const printed = line ? (line * scale) / previewScale : TARGET_LINE;
    const dots = isDotPrint(prepared, printed)
      ? await Promise.all([
          ...[7, 8].map(async (dots) => encode(sharp, await dotsJoined(sharp, prepared, printed, dots))),
          dotsBlurred(sharp, prepared, printed).then((copy) => encode(sharp, copy)),
        ])
      : [];
    return { image: await encode(sharp, prepared), dots };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}

/**
 * The prepared image blurred by about a stroke's width: dot-matrix print (separate dots) and
 * broken thermal print read better once the dots run together; clean print reads worse, so this
 * is only a second try (offline-reader.ts).
 */
export async function softened(prepared: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(prepared).blur(SOFTEN_SIGMA).png({ compressionLevel: 0 }).toBuffer();
}
