/**
 * One line of text struck by an impact printer's pins: the text is set in a font at the size of
 * the printer's dot grid (7 dots to a capital, or 6–10), and every inked cell becomes a round spot of
 * ribbon ink, with the printer's and the paper's faults (pitch, worn ribbon, missing pins, smear,
 * grey paper, noise, blur). The fonts are none of the receipt benchmarks' fonts.
 */
import sharp from 'sharp';

type Random = () => number;

/** Receipt printers print monospace; a proportional font now and then. */
export const TRAINING_FONTS = [
  'FreeMono',
  'Noto Mono',
  'Terminus',
  'FreeMono',
  'Noto Mono',
  'Terminus',
  'FreeSans',
  'Roboto',
];

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The text rasterised on the printer's grid: which cells the pins strike. */
async function pinGrid(text: string, font: string, dotsPerCapital: number, random: Random) {
  const size = dotsPerCapital / 0.72;
  const width = Math.ceil(text.length * size * 0.62 + size * 2);
  const height = Math.ceil(size * 1.7);
  const bold = random() < 0.25 ? ' font-weight="bold"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><text x="${size}" y="${(size * 1.2).toFixed(2)}" font-family="${font}" font-size="${size.toFixed(2)}"${bold} xml:space="preserve">${escapeXml(text)}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const cut = between(random, 110, 200);
  return { cells: Uint8Array.from(data, (value) => (value < cut ? 1 : 0)), width: info.width, height: info.height };
}

/** A greyscale PNG of the line in dots. */
export async function dotLine(text: string, random: Random): Promise<Buffer> {
  const font = TRAINING_FONTS[Math.floor(random() * TRAINING_FONTS.length)];
  // A 9-pin printer's capital is 7 dots high, a 24-pin printer's more.
  const grid = await pinGrid(text, font, random() < 0.6 ? 7 : Math.round(between(random, 6, 10)), random);
  const pitchX = between(random, 1.5, 4.2);
  const pitchY = pitchX * between(random, 0.85, 1.2);
  const radius = between(random, 0.32, 0.62) * Math.min(pitchX, pitchY);
  const strike = random() < 0.2 ? pitchX * 0.5 : 0;
  const margin = Math.round(between(random, 4, 16));
  const width = Math.ceil(grid.width * pitchX + margin * 2);
  const height = Math.ceil(grid.height * pitchY + margin * 2);
  const paper = between(random, 185, 250);
  const ink = between(random, 10, 90);
  const missing = random() < 0.5 ? 0 : between(random, 0, 0.06);
  const fadeStart = random(),
    fadeDepth = random() < 0.3 ? between(random, 0.2, 0.5) : 0;
  const darkness = new Float32Array(width * height);
  for (let gy = 0; gy < grid.height; gy += 1) {
    for (let gx = 0; gx < grid.width; gx += 1) {
      if (!grid.cells[gy * grid.width + gx] || random() < missing) continue;
      const fade = 1 - fadeDepth * Math.max(0, gx / grid.width - fadeStart);
      const strength = between(random, 0.6, 1) * fade;
      for (const offset of strike ? [0, strike] : [0]) {
        const cx = margin + (gx + 0.5) * pitchX + offset + between(random, -0.25, 0.25);
        const cy = margin + (gy + 0.5) * pitchY + between(random, -0.25, 0.25);
        for (let y = Math.floor(cy - radius - 1); y <= Math.ceil(cy + radius + 1); y += 1) {
          for (let x = Math.floor(cx - radius - 1); x <= Math.ceil(cx + radius + 1); x += 1) {
            if (x < 0 || y < 0 || x >= width || y >= height) continue;
            const cover = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
            const index = y * width + x;
            darkness[index] = Math.max(darkness[index], cover * strength);
          }
        }
      }
    }
  }
  const noise = between(random, 0, 18);
  const pixels = Buffer.alloc(width * height);
  for (let index = 0; index < pixels.length; index += 1) {
    const value = paper - (paper - ink) * darkness[index] + (random() - 0.5) * 2 * noise;
    pixels[index] = Math.max(0, Math.min(255, Math.round(value)));
  }
  let image = sharp(pixels, { raw: { width, height, channels: 1 } });
  const blur = between(random, 0, 1.1);
  if (blur > 0.3) image = image.blur(blur);
  if (random() < 0.3) return image.png().toBuffer();
  // As the reader prepares a receipt: scaled so that a line is about 34 px high, contrast stretched.
  const lineHeight = (grid.height * pitchY) / 1.25;
  const scale = between(random, 28, 42) / lineHeight;
  const scanned = await image.png().toBuffer();
  return sharp(scanned)
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'linear', fit: 'fill' })
    .normalise()
    .png()
    .toBuffer();
}
