import type { Gray } from './gray';

export type Point = { x: number; y: number };
/** Corners in reading order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** The projective map (3×3, last entry 1) taking each `from` point to its `to` point. */
export function homography(from: Point[], to: Point[]): number[] {
  const rows: number[][] = [];
  for (const [index, { x, y }] of from.entries()) {
    const { x: u, y: v } = to[index];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss–Jordan elimination with partial pivoting.
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < 8; row += 1) if (Math.abs(rows[row][col]) > Math.abs(rows[pivot][col])) pivot = row;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    if (Math.abs(rows[col][col]) < 1e-12) throw new Error('Esquinas degeneradas');
    for (let row = 0; row < 8; row += 1) {
      if (row === col) continue;
      const factor = rows[row][col] / rows[col][col];
      for (let c = col; c < 9; c += 1) rows[row][c] -= factor * rows[col][c];
    }
  }
  return [...rows.map((row, index) => row[8] / row[index]), 1];
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The size of the flattened paper: its longer top/bottom edge by its longer left/right edge. */
export function quadSize([tl, tr, br, bl]: Quad): { width: number; height: number } {
  return {
    width: Math.max(distance(tl, tr), distance(bl, br)),
    height: Math.max(distance(tl, bl), distance(tr, br)),
  };
}

/**
 * The quadrilateral `quad` of `image` straightened into a `width` × `height` rectangle (perspective
 * and rotation undone), sampled bilinearly.
 */
export function warpQuad(image: Gray, quad: Quad, width: number, height: number): Gray {
  const [w, h] = [Math.max(1, Math.round(width)), Math.max(1, Math.round(height))];
  const map = homography(
    [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: h },
      { x: 0, y: h },
    ],
    quad,
  );
  const out = new Uint8Array(w * h);
  const { data, width: sw, height: sh } = image;
  for (let y = 0; y < h; y += 1) {
    const cy = y + 0.5;
    for (let x = 0; x < w; x += 1) {
      const cx = x + 0.5;
      const z = map[6] * cx + map[7] * cy + 1;
      // Outside the picture the nearest edge pixel is repeated (a white fill would read as a light change).
      const sx = Math.min(sw - 1, Math.max(0, (map[0] * cx + map[1] * cy + map[2]) / z - 0.5));
      const sy = Math.min(sh - 1, Math.max(0, (map[3] * cx + map[4] * cy + map[5]) / z - 0.5));
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [x1, y1] = [Math.min(sw - 1, x0 + 1), Math.min(sh - 1, y0 + 1)];
      const [ax, ay] = [sx - x0, sy - y0];
      const top = data[y0 * sw + x0] * (1 - ax) + data[y0 * sw + x1] * ax;
      const bottom = data[y1 * sw + x0] * (1 - ax) + data[y1 * sw + x1] * ax;
      out[y * w + x] = Math.round(top * (1 - ay) + bottom * ay);
    }
  }
  return { data: out, width: w, height: h };
}
