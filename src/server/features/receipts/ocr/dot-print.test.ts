import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dotsBlurred, dotsJoined, isDotPrint } from './dot-print';
import { grayToSharp, toGray } from './gray';

/** Generated print, 34 px lines: glyph-like marks drawn as solid strokes or as a 9-pin printer's dots. */
const page = (body: string) =>
  toGray(
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect width="640" height="420" fill="#fff"/>${body}</svg>`,
      ),
    ),
  );

/** A 5 × 7 cell pattern (an 'E', an 'H', an 'L'), repeated along lines. */
const GLYPHS = [
  ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
];
const PITCH = 34 / 7;

function glyphs(draw: (x: number, y: number) => string) {
  const parts: string[] = [];
  for (let line = 0; line < 8; line += 1)
    for (let index = 0; index < 18; index += 1)
      GLYPHS[index % 3].forEach((row, r) =>
        [...row].forEach((bit, c) => {
          if (bit === '1') parts.push(draw(20 + (index * 7 + c) * PITCH * 0.7, 20 + line * 50 + r * PITCH));
        }),
      );
  return parts.join('');
}

describe('dot-matrix print', () => {
  it('is told from solid print by its separate dots', async () => {
    const dots = await page(glyphs((x, y) => `<circle cx="${x}" cy="${y}" r="${PITCH * 0.36}" fill="#222"/>`));
    const solid = await page(
      glyphs(
        (x, y) =>
          `<rect x="${x - PITCH * 0.4}" y="${y - PITCH * 0.5}" width="${PITCH * 0.8}" height="${PITCH}" fill="#222"/>`,
      ),
    );
    expect(isDotPrint(dots, 34)).toBe(true);
    expect(isDotPrint(solid, 34)).toBe(false);
  });

  it('is still told apart when the dots are large and printed a little soft, as a worn ribbon prints them', async () => {
    const soft = async (body: string) => toGray(grayToSharp(sharp, await page(body)).blur(1));
    const dots = await soft(glyphs((x, y) => `<circle cx="${x}" cy="${y}" r="${PITCH * 0.42}" fill="#222"/>`));
    const solid = await soft(
      glyphs(
        (x, y) =>
          `<rect x="${x - PITCH * 0.4}" y="${y - PITCH * 0.5}" width="${PITCH * 0.8}" height="${PITCH}" fill="#222"/>`,
      ),
    );
    expect(isDotPrint(dots, 34)).toBe(true);
    expect(isDotPrint(solid, 34)).toBe(false);
  });

  it('has its dots joined into strokes once resampled so that a dot is a pixel', async () => {
    const dots = await page(glyphs((x, y) => `<circle cx="${x}" cy="${y}" r="${PITCH * 0.36}" fill="#222"/>`));
    const joined = await dotsJoined(sharp, dots, 34);
    expect([joined.width, joined.height]).toEqual([dots.width, dots.height]);
    expect(isDotPrint(joined, 34)).toBe(false);
  });

  it('has its dots joined into strokes at full contrast once blurred by half a dot pitch and stretched', async () => {
    const dots = await page(glyphs((x, y) => `<circle cx="${x}" cy="${y}" r="${PITCH * 0.36}" fill="#222"/>`));
    const blurred = await dotsBlurred(sharp, dots, 34);
    expect([blurred.width, blurred.height]).toEqual([dots.width, dots.height]);
    expect(isDotPrint(blurred, 34)).toBe(false);
    expect(Math.min(...blurred.data)).toBeLessThan(20);
    expect(Math.max(...blurred.data)).toBeGreaterThan(235);
  });
});
