import { otsu, type Gray } from './gray';

/** Largest tilt looked for, in degrees (a ticket photographed or scanned crooked). */
const MAX_SKEW = 8;
/** More ink pixels than this are sampled evenly: the profile's shape does not need them all. */
const MAX_POINTS = 120_000;

function inkPoints(image: Gray): { xs: Float64Array; ys: Float64Array } {
  const threshold = otsu(image.data);
  let count = 0;
  for (const value of image.data) if (value < threshold) count += 1;
  const stride = Math.max(1, Math.ceil(count / MAX_POINTS));
  const n = Math.ceil(count / stride);
  const [xs, ys] = [new Float64Array(n), new Float64Array(n)];
  let [seen, kept] = [0, 0];
  for (let index = 0; index < image.data.length && kept < n; index += 1) {
    if (image.data[index] >= threshold) continue;
    if (seen++ % stride) continue;
    xs[kept] = index % image.width;
    ys[kept] = Math.floor(index / image.width);
    kept += 1;
  }
  return { xs: xs.subarray(0, kept), ys: ys.subarray(0, kept) };
}

/** How many ink pixels fall on each row once the picture is sheared by `degrees`. */
function profile(points: { xs: Float64Array; ys: Float64Array }, image: Gray, degrees: number): Float64Array {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(slope) * image.width);
  const rows = new Float64Array(image.height + 2 * offset + 1);
  for (let index = 0; index < points.xs.length; index += 1) {
    rows[Math.round(points.ys[index] - slope * points.xs[index]) + offset] += 1;
  }
  return rows;
}

const sharpness = (rows: Float64Array) => rows.reduce((sum, value) => sum + value * value, 0);

/**
 * The angle, in degrees, by which the lines of print descend to the right (positive) or climb
 * (negative): the shear at which the rows' ink profile is sharpest (projection profiles), found
 * coarsely and then refined. Zero when the picture has too little ink to tell.
 */
export function skewAngle(image: Gray): number {
  const points = inkPoints(image);
  if (points.xs.length < 200) return 0;
  let best = { angle: 0, score: sharpness(profile(points, image, 0)) };
  const search = (from: number, to: number, step: number) => {
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = sharpness(profile(points, image, angle));
      if (score > best.score * 1.0001) best = { angle, score };
    }
  };
  search(-MAX_SKEW, MAX_SKEW, 0.5);
  const coarse = best.angle;
  search(coarse - 0.5, coarse + 0.5, 0.1);
  return Math.round(best.angle * 100) / 100;
}

/**
 * The usual height of a line of print (capitals to descenders), in pixels: the median run of rows
 * holding ink in the profile taken along the lines (`skew` as skewAngle gives it). Null when no
 * lines stand out.
 */
export function lineHeight(image: Gray, skew = 0): number | null {
  const points = inkPoints(image);
  if (points.xs.length < 200) return null;
  const rows = profile(points, image, skew);
  const sorted = [...rows].filter((value) => value > 0).sort((a, b) => a - b);
  const busy = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  const cut = Math.max(1, busy * 0.08);
  const runs: number[] = [];
  let run = 0;
  for (const value of [...rows, 0]) {
    if (value > cut) run += 1;
    else if (run > 0) {
      if (run >= 3) runs.push(run);
      run = 0;
    }
  }
  if (runs.length < 2) return null;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}
