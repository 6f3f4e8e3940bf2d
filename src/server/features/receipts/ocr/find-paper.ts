import { otsu, type Gray } from './gray';
import type { Point, Quad } from './warp';

/**
 * Where the ticket lies in a photo, as the four corners of the paper on a small greyscale copy:
 * 1. bright pixels (Otsu's two classes: table and paper), grown by hysteresis into paper a shadow
 *    darkens, so long as it stays a third of the way up from the table;
 * 2. the largest connected region of them, its holes (the print) filled;
 * 3. a straight line fitted to each of its four edges (least squares, outliers dropped: torn ends
 *    and folds), the corners where they meet.
 * Null when the paper fills the picture (a scan), is too small, or no clear paper stands out.
 */
export function findPaper(image: Gray): Quad | null {
  const { data, width, height } = image;
  const size = width * height;
  const split = otsu(data);
  let [darkSum, darkCount, lightSum, lightCount] = [0, 0, 0, 0];
  for (const value of data) {
    if (value <= split) [darkSum, darkCount] = [darkSum + value, darkCount + 1];
    else [lightSum, lightCount] = [lightSum + value, lightCount + 1];
  }
  if (!darkCount || !lightCount) return null;
  const [table, paperLevel] = [darkSum / darkCount, lightSum / lightCount];
  if (paperLevel - table < 40) return null;
  // Seeds halfway between table and paper; growth down to a third of the way (paper in shadow).
  const high = (table + paperLevel) / 2;
  const low = table + (paperLevel - table) / 3;

  // Hysteresis: seeds above the high threshold, grown through pixels above the low one.
  const labels = new Int32Array(size);
  const queue = new Int32Array(size);
  let best = { pixels: 0, label: 0 };
  for (let start = 0, label = 1; start < size; start += 1) {
    if (labels[start] || data[start] <= high) continue;
    let [head, tail] = [0, 0];
    queue[tail++] = start;
    labels[start] = label;
    while (head < tail) {
      const at = queue[head++];
      const x = at % width;
      const grow = (next: number) => {
        if (!labels[next] && data[next] > low) {
          labels[next] = label;
          queue[tail++] = next;
        }
      };
      if (x > 0) grow(at - 1);
      if (x < width - 1) grow(at + 1);
      if (at >= width) grow(at - width);
      if (at < size - width) grow(at + width);
    }
    if (tail > best.pixels) best = { pixels: tail, label };
    label += 1;
  }
  const paper = Uint8Array.from(labels, (value) => (value === best.label && value > 0 ? 1 : 0));
  fillHoles(paper, width, height, queue);
  let area = 0;
  for (const value of paper) area += value;
  if (area > size * 0.9 || area < size * 0.04) return null;
  return fitQuad(paper, width, height);
}

/** Everything the border cannot reach without crossing the paper becomes paper (the print inside it). */
function fillHoles(mask: Uint8Array, width: number, height: number, queue: Int32Array) {
  const outside = new Uint8Array(mask.length);
  let [head, tail] = [0, 0];
  const push = (at: number) => {
    if (!mask[at] && !outside[at]) {
      outside[at] = 1;
      queue[tail++] = at;
    }
  };
  for (let x = 0; x < width; x += 1) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (head < tail) {
    const at = queue[head++];
    const [x, y] = [at % width, Math.floor(at / width)];
    if (x > 0) push(at - 1);
    if (x < width - 1) push(at + 1);
    if (y > 0) push(at - width);
    if (y < height - 1) push(at + width);
  }
  for (let index = 0; index < mask.length; index += 1) if (!outside[index]) mask[index] = 1;
}

/** A line a·t + b through points (t, value), refitted without the points more than 1.5 px off. */
function fitLine(points: Array<[number, number]>): { a: number; b: number } | null {
  let current = points;
  let line: { a: number; b: number } | null = null;
  for (let round = 0; round < 3 && current.length >= 2; round += 1) {
    const n = current.length;
    const [st, sv] = current.reduce(([a, b], [t, v]) => [a + t, b + v], [0, 0]);
    const [mt, mv] = [st / n, sv / n];
    let [num, den] = [0, 0];
    for (const [t, v] of current) [num, den] = [num + (t - mt) * (v - mv), den + (t - mt) ** 2];
    const a = den ? num / den : 0;
    line = { a, b: mv - a * mt };
    const fitted = line;
    const kept = current.filter(([t, v]) => Math.abs(fitted.a * t + fitted.b - v) <= 1.5);
    if (kept.length === current.length || kept.length < Math.max(2, n * 0.3)) break;
    current = kept;
  }
  return line;
}

function fitQuad(mask: Uint8Array, width: number, height: number): Quad | null {
  // Rough corners: the extreme points along the diagonals.
  const extreme = [
    { score: Infinity, x: 0, y: 0 },
    { score: -Infinity, x: 0, y: 0 },
    { score: -Infinity, x: 0, y: 0 },
    { score: Infinity, x: 0, y: 0 },
  ];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      const [sum, diff] = [x + y, x - y];
      if (sum < extreme[0].score) extreme[0] = { score: sum, x, y };
      if (diff > extreme[1].score) extreme[1] = { score: diff, x, y };
      if (sum > extreme[2].score) extreme[2] = { score: sum, x, y };
      if (diff < extreme[3].score) extreme[3] = { score: diff, x, y };
    }
  }
  const [tl, tr, br, bl] = extreme;
  const inner = (from: number, to: number) => {
    const [lo, hi] = from < to ? [from, to] : [to, from];
    const cut = (hi - lo) * 0.12;
    return [Math.ceil(lo + cut), Math.floor(hi - cut)] as const;
  };
  const edge = (from: number, to: number, pick: (t: number) => number | null) => {
    const [lo, hi] = inner(from, to);
    const points: Array<[number, number]> = [];
    for (let t = lo; t <= hi; t += 1) {
      const value = pick(t);
      if (value !== null) points.push([t, value]);
    }
    return fitLine(points);
  };
  const column = (x: number, down: boolean) => {
    for (let i = 0; i < height; i += 1) {
      const y = down ? i : height - 1 - i;
      if (mask[y * width + x]) return y;
    }
    return null;
  };
  const row = (y: number, right: boolean) => {
    for (let i = 0; i < width; i += 1) {
      const x = right ? i : width - 1 - i;
      if (mask[y * width + x]) return x;
    }
    return null;
  };
  const top = edge(tl.x, tr.x, (x) => column(x, true));
  const bottom = edge(bl.x, br.x, (x) => column(x, false));
  const left = edge(tl.y, bl.y, (y) => row(y, true));
  const right = edge(tr.y, br.y, (y) => row(y, false));
  if (!top || !bottom || !left || !right) return null;
  // y = a·x + b meets x = c·y + d where y = (a·d + b) / (1 − a·c).
  const meet = (h: { a: number; b: number }, v: { a: number; b: number }): Point | null => {
    const denominator = 1 - h.a * v.a;
    if (Math.abs(denominator) < 1e-6) return null;
    const y = (h.a * v.b + h.b) / denominator;
    return { x: v.a * y + v.b, y };
  };
  const corners = [meet(top, left), meet(top, right), meet(bottom, right), meet(bottom, left)];
  if (corners.some((corner) => !corner)) return null;
  const quad = corners.map((corner) => ({
    x: Math.min(width, Math.max(0, corner!.x)),
    y: Math.min(height, Math.max(0, corner!.y)),
  })) as Quad;
  return convex(quad) ? quad : null;
}

/** The four corners turn the same way at each vertex (no crossed or folded outline). */
function convex(quad: Quad): boolean {
  const turns = quad.map((point, index) => {
    const [next, after] = [quad[(index + 1) % 4], quad[(index + 2) % 4]];
    return (next.x - point.x) * (after.y - next.y) - (next.y - point.y) * (after.x - next.x);
  });
  return turns.every((turn) => turn > 0) || turns.every((turn) => turn < 0);
}
