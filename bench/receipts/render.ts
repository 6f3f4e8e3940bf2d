import sharp from 'sharp';
import type { Layout, Row } from './layouts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const FONTS: Record<Layout, string[]> = {
  ticket: ['DejaVu Sans Mono', 'Liberation Mono'],
  super: ['Liberation Mono', 'DejaVu Sans Mono'],
  remision: ['Liberation Sans', 'DejaVu Sans'],
};

/** Rows drawn as SVG text (right columns right-aligned) and rasterised by sharp as greyscale PNG. */
export async function renderReceipt(
  rows: Row[],
  columns: number,
  layout: Layout,
  random: () => number,
): Promise<Buffer> {
  const fonts = FONTS[layout];
  const font = fonts[Math.floor(random() * fonts.length)];
  const size = 16 + Math.floor(random() * 3);
  const charWidth = size * 0.6;
  const lineHeight = Math.round(size * 1.45);
  const margin = 18;
  const width = Math.round(columns * charWidth + margin * 2);
  const height = rows.length * lineHeight + margin * 2;
  const text = rows
    .map((row, index) => {
      const y = margin + (index + 1) * lineHeight - Math.round(size * 0.3);
      const left = `<text x="${margin}" y="${y}" xml:space="preserve">${escapeXml(row.left)}</text>`;
      const right = (row.right ?? [])
        .map(
          (column) =>
            `<text x="${(margin + column.endColumn * charWidth).toFixed(1)}" y="${y}" text-anchor="end">${escapeXml(column.text)}</text>`,
        )
        .join('');
      return left + right;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fdfcf7"/><g font-family="${font}" font-size="${size}" fill="#1c1c1c">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png({ palette: true, colours: 16 }).toBuffer();
}

export type Effect = 'blur' | 'noise' | 'rotation' | 'contrast' | 'jpeg';

/** Adds grain: each pixel moves by a random amount (uniform sum ≈ gaussian). */
async function addNoise(image: Buffer, strength: number, random: () => number): Promise<Buffer> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index += 1) {
    const offset = (random() + random() + random() - 1.5) * strength;
    data[index] = Math.max(0, Math.min(255, data[index] + offset));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
}

/** A degraded copy: the chosen effects, then JPEG (the format of a phone photo). */
export async function degrade(
  image: Buffer,
  effects: Effect[],
  random: () => number,
): Promise<{ bytes: Buffer; applied: string[] }> {
  let current = image;
  const applied: string[] = [];
  if (effects.includes('rotation')) {
    const angle = Number(((random() < 0.5 ? -1 : 1) * (0.8 + random() * 1.2)).toFixed(1));
    current = await sharp(current).rotate(angle, { background: '#fdfcf7' }).png().toBuffer();
    applied.push(`rotación ${angle}°`);
  }
  if (effects.includes('blur')) {
    const sigma = Number((0.6 + random() * 0.5).toFixed(2));
    current = await sharp(current).blur(sigma).png().toBuffer();
    applied.push(`desenfoque σ=${sigma}`);
  }
  if (effects.includes('contrast')) {
    const factor = Number((0.45 + random() * 0.15).toFixed(2));
    current = await sharp(current)
      .linear(factor, Math.round(255 * (1 - factor) * 0.8))
      .png()
      .toBuffer();
    applied.push(`contraste ×${factor}`);
  }
  if (effects.includes('noise')) {
    const strength = Math.round(18 + random() * 14);
    current = await addNoise(current, strength, random);
    applied.push(`ruido ±${strength}`);
  }
  const quality = effects.includes('jpeg') ? 25 + Math.floor(random() * 15) : 55;
  applied.push(`JPEG calidad ${quality}`);
  return { bytes: await sharp(current).greyscale().jpeg({ quality }).toBuffer(), applied };
}
