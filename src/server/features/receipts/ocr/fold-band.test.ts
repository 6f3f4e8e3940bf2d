import { describe, expect, it } from 'vitest';
import { creaseRows, insidePrint, restoreFoldBands } from './fold-band';
import type { Gray } from './gray';

const [WIDTH, HEIGHT, LINE] = [400, 200, 20];
/** Lines of print 20 px high every 40 px: a glyph's stem every 8 px, 3 px wide, on white paper. */
const isInk = (x: number, y: number) => y % 40 >= 10 && y % 40 < 30 && x % 8 < 3;

function page(pixel: (x: number, y: number, ink: boolean) => number): Gray {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) data[y * WIDTH + x] = pixel(x, y, isInk(x, y));
  return { data, width: WIDTH, height: HEIGHT };
}

const plain = page((_, __, ink) => (ink ? 10 : 250));
/** The pixel at (x, y); rows 90–109 are the third line of print. */
const at = (image: Gray, x: number, y: number) => image.data[y * WIDTH + x];

describe('a fold across a photographed ticket', () => {
  it('leaves ordinary print as it is', () => {
    expect(restoreFoldBands(plain, LINE).data).toEqual(plain.data);
  });

  it('loses its grey line: the paper under it is paper again, the strokes it crosses stay dark', () => {
    const creased = page((_, y, ink) => (ink ? 10 : y >= 98 && y <= 100 ? 160 : 250));
    const restored = restoreFoldBands(creased, LINE);
    expect(at(creased, 5, 99)).toBe(160);
    expect(at(restored, 5, 99)).toBeGreaterThan(240);
    expect(at(restored, 1, 99)).toBeLessThan(20);
  });

  it('has the ink of its washed-out band beside the line darkened back, between rows of full ink', () => {
    const washed = page((_, y, ink) => (ink ? (y >= 94 && y <= 97 ? 200 : 10) : y >= 98 && y <= 99 ? 160 : 250));
    const restored = restoreFoldBands(washed, LINE);
    expect(at(restored, 1, 95)).toBeLessThan(60);
    expect(at(restored, 5, 95)).toBeGreaterThan(240);
    // The rows above, full ink already, are left as they were.
    expect(at(restored, 1, 92)).toBe(10);
    expect(at(restored, 5, 92)).toBe(250);
  });

  it('does not darken faint print at the edge of a line, with paper on one side', () => {
    const faintTop = page((_, y, ink) => (ink ? (y % 40 === 10 ? 200 : 10) : y >= 86 && y <= 87 ? 160 : 250));
    const restored = restoreFoldBands(faintTop, LINE);
    expect(at(restored, 5, 86)).toBeGreaterThan(240);
    expect(at(restored, 1, 90)).toBe(200);
  });

  it('is not seen in a washed-out row with no line beside it, a rule, or a grey mark on a few strips', () => {
    const washedOnly = page((_, y, ink) => (ink ? (y >= 94 && y <= 97 ? 200 : 10) : 250));
    const rule = page((_, y, ink) => (ink || (y >= 36 && y <= 38) ? 10 : 250));
    const stain = page((x, y, ink) => (ink ? 10 : x < 60 && y >= 35 && y <= 36 ? 160 : 250));
    for (const image of [washedOnly, rule, stain]) expect(restoreFoldBands(image, LINE).data).toEqual(image.data);
  });
});

describe('creaseRows', () => {
  const strips = (rows: number[], count: number, height = 12) =>
    Array.from({ length: count }, () => Uint8Array.from({ length: height }, (_, y) => (rows.includes(y) ? 1 : 0)));

  it('follows a grey line seen in most strips through the strips where it crosses print', () => {
    const grey = strips([5], 7);
    grey[3].fill(0);
    const dimmed = strips([4, 5], 7);
    const line = creaseRows(grey, dimmed);
    expect(line.map((rows) => [rows[4], rows[5], rows[6]])).toEqual(Array.from({ length: 7 }, () => [1, 1, 0]));
  });

  it('finds none in grey seen on a few strips only', () => {
    const grey = strips([5], 7).map((rows, s) => (s < 3 ? rows : new Uint8Array(12)));
    expect(creaseRows(grey, grey).every((rows) => rows.every((value) => value === 0))).toBe(true);
  });
});

describe('insidePrint', () => {
  const contrast = Float32Array.from([0, 0, 200, 200, 60, 60, 200, 0, 0, 60, 200]);

  it('is true for a faint row with fully inked rows above and below, no gap between', () => {
    expect(insidePrint(contrast, 4, 120, 5)).toBe(true);
  });

  it('is false across a gap of paper, or with full ink on one side only', () => {
    expect(insidePrint(contrast, 9, 120, 5)).toBe(false);
    expect(insidePrint(contrast, 4, 120, 1)).toBe(false);
  });
});
