import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findPaper } from './find-paper';
import { toGray } from './gray';
import { evenLighting } from './lighting';
import { printHeight } from './prepare-image';
import { lineHeight, skewAngle } from './text-geometry';
import { warpQuad, type Quad } from './warp';

/** Generated pictures: a sheet of 'print' (dark bars, like lines of text) drawn with SVG. */
const svg = (width: number, height: number, body: string) =>
  toGray(
    sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`)),
  );

const bars = (x: number, y: number, count: number, pitch: number, thick: number, length: number) =>
  Array.from(
    { length: count },
    (_, index) => `<rect x="${x}" y="${y + index * pitch}" width="${length}" height="${thick}" fill="#222"/>`,
  ).join('');

const near = (quad: Quad, expected: Array<[number, number]>, tolerance: number) =>
  quad.forEach(({ x, y }, index) => {
    expect(Math.abs(x - expected[index][0]), `x of corner ${index}`).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(y - expected[index][1]), `y of corner ${index}`).toBeLessThanOrEqual(tolerance);
  });

describe('findPaper', () => {
  it('finds the four corners of a ticket seen in perspective and turned on a dark table', async () => {
    const corners: Array<[number, number]> = [
      [120, 40],
      [262, 52],
      [250, 360],
      [96, 350],
    ];
    const image = await svg(
      400,
      400,
      `<rect width="400" height="400" fill="#4a3826"/><polygon points="${corners.join(' ')}" fill="#f4f2ea"/>${bars(130, 80, 9, 28, 8, 100)}`,
    );
    near(findPaper(image)!, corners, 3);
  });

  it('keeps the part of the paper a shadow darkens', async () => {
    const image = await svg(
      400,
      300,
      `<defs><linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#f0f0f0"/><stop offset="1" stop-color="#8a8a8a"/></linearGradient></defs>
       <rect width="400" height="300" fill="#3b2f25"/><rect x="80" y="30" width="240" height="240" fill="url(#s)"/>${bars(100, 60, 6, 30, 6, 190)}`,
    );
    near(
      findPaper(image)!,
      [
        [80, 30],
        [320, 30],
        [320, 270],
        [80, 270],
      ],
      3,
    );
  });

  it('answers null for a scan (paper fills the picture) and for a picture with no paper', async () => {
    expect(
      findPaper(await svg(300, 400, `<rect width="300" height="400" fill="#fafafa"/>${bars(20, 20, 10, 30, 8, 200)}`)),
    ).toBeNull();
    expect(findPaper(await svg(300, 300, '<rect width="300" height="300" fill="#555"/>'))).toBeNull();
  });
});

describe('skewAngle and lineHeight', () => {
  it('measure the tilt of the lines (either way) and their height', async () => {
    for (const degrees of [3, -2]) {
      const image = await svg(
        600,
        600,
        `<rect width="600" height="600" fill="#fff"/><g transform="rotate(${degrees} 300 300)">${bars(60, 60, 14, 34, 12, 460)}</g>`,
      );
      const angle = skewAngle(image);
      expect(Math.abs(angle - degrees)).toBeLessThanOrEqual(0.25);
      expect(Math.abs(lineHeight(image, angle)! - 12)).toBeLessThanOrEqual(2);
    }
  });

  it('printHeight: a line drawn as rows of separate dots measures as a whole line, solid print as before', async () => {
    // Twelve lines of dot print: 7 rows of round dots on a 4 px pitch, 28 px from top to bottom.
    const dotted = Array.from({ length: 12 }, (_, line) =>
      Array.from({ length: 7 }, (_, row) =>
        Array.from(
          { length: 110 },
          (_, col) => `<circle cx="${42 + col * 4}" cy="${42 + line * 40 + row * 4}" r="1.7" fill="#222"/>`,
        ).join(''),
      ).join(''),
    ).join('');
    const dots = await svg(600, 560, `<rect width="600" height="560" fill="#fff"/>${dotted}`);
    const blurredDots = await toGray(sharp(dots.data, { raw: { width: 600, height: 560, channels: 1 } }).blur(1));
    expect(lineHeight(dots) ?? 0).toBeLessThanOrEqual(4);
    expect(Math.abs(printHeight(dots, 0, blurredDots)! - 28)).toBeLessThanOrEqual(3);

    const solid = await svg(
      600,
      600,
      `<rect width="600" height="600" fill="#fff"/><g transform="rotate(2 300 300)">${bars(60, 60, 14, 34, 12, 460)}</g>`,
    );
    const angle = skewAngle(solid);
    const blurredSolid = await toGray(sharp(solid.data, { raw: { width: 600, height: 600, channels: 1 } }).blur(1));
    expect(printHeight(solid, angle, blurredSolid)).toBe(lineHeight(solid, angle));
    expect(Math.abs(lineHeight(solid, angle)! - 12)).toBeLessThanOrEqual(2);
  });

  it('answer nothing for a blank picture', async () => {
    const blank = await svg(200, 200, '<rect width="200" height="200" fill="#fff"/>');
    expect(skewAngle(blank)).toBe(0);
    expect(lineHeight(blank)).toBeNull();
  });
});

describe('evenLighting', () => {
  it('makes paper in shadow as white as paper in light, and leaves the print dark', async () => {
    const image = await svg(
      600,
      300,
      `<defs><linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#f5f5f5"/><stop offset="1" stop-color="#7d7d7d"/></linearGradient></defs>
       <rect width="600" height="300" fill="url(#s)"/><rect x="20" y="140" width="560" height="6" fill="#000" opacity="0.7"/>`,
    );
    const even = await evenLighting(sharp, image, false);
    const at = (x: number, y: number) => even.data[y * even.width + x];
    expect(at(40, 60)).toBeGreaterThan(235);
    expect(at(560, 60)).toBeGreaterThan(235);
    expect(at(560, 142)).toBeLessThan(140);
    expect(image.data[60 * image.width + 560]).toBeLessThan(150);
  });

  it('on a photo, leaves no grey band where the paper darkens gradually into a shadow', async () => {
    const image = await svg(
      900,
      300,
      `<defs><linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#fafafa"/><stop offset="1" stop-color="#8c8c8c"/></linearGradient></defs>
       <rect width="900" height="300" fill="#fafafa"/><rect x="300" width="600" height="300" fill="url(#s)"/>${bars(30, 40, 4, 60, 8, 840)}`,
    );
    const even = await evenLighting(sharp, image, true);
    const paper = Array.from({ length: 860 }, (_, x) => even.data[20 * even.width + x + 20]);
    expect(Math.min(...paper)).toBeGreaterThanOrEqual(240);
  });
});

describe('warpQuad', () => {
  it('straightens a quadrilateral into a rectangle', async () => {
    // A white square with a black top-left quarter, seen tilted: corners pulled in at the top.
    const image = await svg(
      300,
      300,
      `<rect width="300" height="300" fill="#808080"/><polygon points="70,50 230,50 260,250 40,250" fill="#fff"/><polygon points="70,50 150,50 150,150 55,150" fill="#000"/>`,
    );
    const flat = warpQuad(
      image,
      [
        { x: 70, y: 50 },
        { x: 230, y: 50 },
        { x: 260, y: 250 },
        { x: 40, y: 250 },
      ],
      200,
      200,
    );
    const at = (x: number, y: number) => flat.data[y * flat.width + x];
    expect([flat.width, flat.height]).toEqual([200, 200]);
    expect(at(20, 20)).toBeLessThan(40);
    expect(at(180, 20)).toBeGreaterThan(215);
    expect(at(20, 180)).toBeGreaterThan(215);
    expect(at(180, 180)).toBeGreaterThan(215);
  });
});
