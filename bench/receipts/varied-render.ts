import sharp from 'sharp';
import type { Row } from './layouts';
import { textWidth } from './text-metrics';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fonts of each split: the held-out split is drawn with fonts the tuning split never uses. */
export const SPLIT_FONTS = {
  tuning: ['DejaVu Sans Mono', 'Liberation Sans', 'DejaVu Serif', 'Liberation Sans Narrow'],
  heldout: ['Liberation Mono', 'DejaVu Sans Condensed', 'Liberation Serif', 'DejaVu Sans'],
};

export type Look = 'laser' | 'thermal' | 'dot-matrix' | 'handwritten';

const PAPER = 251;

/**
 * One row as SVG, laid out as a printer does: right columns end at their column (moved left when a
 * wide font would make them touch the next one), and text that would run into a column or off the
 * paper is condensed to fit rather than overprinted.
 */
async function rowSvg(
  row: Row,
  y: number,
  font: string,
  size: number,
  margin: number,
  paperRight: number,
  tilt: number | null,
) {
  const gap = size * 0.6;
  let limit = paperRight;
  const right: string[] = [];
  for (const column of [...(row.right ?? [])].sort((a, b) => b.endColumn - a.endColumn)) {
    const end = Math.min(margin + column.endColumn * (size * 0.6), limit);
    const width = await textWidth(font, column.text, size);
    right.push(`<text x="${end.toFixed(1)}" y="${y}" text-anchor="end">${escapeXml(column.text)}</text>`);
    limit = end - width - gap;
  }
  const available = Math.max(size, limit - margin);
  const width = await textWidth(font, row.left, size, tilt !== null);
  // librsvg ignores textLength: a horizontal scale condenses the text instead.
  const squeeze = width > available ? ` scale(${(available / width).toFixed(4)} 1)` : '';
  const turn = tilt === null ? '' : `rotate(${tilt.toFixed(2)} ${margin} ${y}) `;
  const style = tilt === null ? '' : ' font-style="italic"';
  return `<text x="0" y="0" transform="${turn}translate(${margin} ${y})${squeeze}"${style} xml:space="preserve">${escapeXml(row.left)}</text>${right.join('')}`;
}

/**
 * A dot-matrix print: the text sampled on a grid where a capital is 7 dots high (the 7×9 font of
 * the 9-pin receipt printers), each dot struck as a round spot of ribbon ink.
 */
async function dotMatrix(svg: Buffer, width: number, height: number, size: number, random: () => number) {
  const cell = (size * 0.72) / 7;
  const [gw, gh] = [Math.round(width / cell), Math.round(height / cell)];
  const grid = await sharp(svg).greyscale().resize(gw, gh, { fit: 'fill' }).raw().toBuffer();
  const ink = Float32Array.from(grid, (value) => (value < 175 ? 0.75 + random() * 0.25 : 0));
  const out = Buffer.alloc(width * height, PAPER);
  const radius = 0.6;
  for (let y = 0; y < height; y += 1) {
    const gy = Math.min(gh - 1, Math.floor(y / cell));
    const fy = y / cell - gy - 0.5;
    for (let x = 0; x < width; x += 1) {
      const gx = Math.min(gw - 1, Math.floor(x / cell));
      const strength = ink[gy * gw + gx];
      if (!strength) continue;
      const fx = x / cell - gx - 0.5;
      const edge = Math.min(1, Math.max(0, (radius - Math.hypot(fx, fy)) * cell));
      out[y * width + x] = Math.round(PAPER - (PAPER - 40) * strength * edge);
    }
  }
  return sharp(out, { raw: { width, height, channels: 1 } }).blur(0.4);
}

/** Rows as SVG text, rasterised; 'thermal' fades and streaks, 'dot-matrix' prints in dots, 'handwritten' slants and wobbles. */
export async function renderVaried(
  rows: Row[],
  columns: number,
  font: string,
  look: Look,
  random: () => number,
): Promise<Buffer> {
  const size = 17 + Math.floor(random() * 4);
  const charWidth = size * 0.6;
  const lineHeight = Math.round(size * (look === 'handwritten' ? 1.9 : 1.45));
  const margin = 22;
  const width = Math.round(columns * charWidth + margin * 2);
  const height = rows.length * lineHeight + margin * 2;
  const ink = look === 'thermal' ? '#3a3a3a' : look === 'handwritten' ? '#1b2a6b' : '#161616';
  const parts: string[] = [];
  for (const [index, row] of rows.entries()) {
    const y = margin + (index + 1) * lineHeight - Math.round(size * 0.3);
    const tilt = look === 'handwritten' ? (random() - 0.5) * 2.4 : null;
    parts.push(await rowSvg(row, y, font, size, margin, margin + columns * charWidth, tilt));
  }
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${PAPER},${PAPER - 1},${PAPER - 7})"/><g font-family="${font}" font-size="${size}" fill="${ink}">${parts.join('')}</g></svg>`,
  );
  let image = sharp(svg).greyscale();
  if (look === 'dot-matrix') image = await dotMatrix(svg, width, height, size, random);
  if (look === 'thermal') {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    for (let y = 0; y < info.height; y += 1) {
      const fade = random() < 0.02 ? 60 : 0;
      for (let x = 0; x < info.width; x += 1)
        data[y * info.width + x] = Math.min(
          255,
          data[y * info.width + x] + fade + (data[y * info.width + x] < 128 ? 35 : 0),
        );
    }
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  }
  return image.png().toBuffer();
}
