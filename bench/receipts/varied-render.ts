import sharp from 'sharp';
import type { Row } from './layouts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fonts of each split: the held-out split is drawn with fonts the tuning split never uses. */
export const SPLIT_FONTS = {
  tuning: ['DejaVu Sans Mono', 'Liberation Sans', 'DejaVu Serif', 'Liberation Sans Narrow'],
  heldout: ['Liberation Mono', 'DejaVu Sans Condensed', 'Liberation Serif', 'DejaVu Sans'],
};

export type Look = 'laser' | 'thermal' | 'dot-matrix' | 'handwritten';

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
  const text = rows
    .map((row, index) => {
      const y = margin + (index + 1) * lineHeight - Math.round(size * 0.3);
      const wobble =
        look === 'handwritten' ? ` transform="rotate(${((random() - 0.5) * 2.4).toFixed(2)} ${margin} ${y})"` : '';
      const style = look === 'handwritten' ? ' font-style="italic"' : '';
      const left = `<text x="${margin}" y="${y}"${wobble}${style} xml:space="preserve">${escapeXml(row.left)}</text>`;
      const right = (row.right ?? [])
        .map(
          (column) =>
            `<text x="${(margin + column.endColumn * charWidth).toFixed(1)}" y="${y}" text-anchor="end">${escapeXml(column.text)}</text>`,
        )
        .join('');
      return left + right;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fbfaf4"/><g font-family="${font}" font-size="${size}" fill="${ink}">${text}</g></svg>`;
  let image = sharp(Buffer.from(svg)).greyscale();
  if (look === 'dot-matrix') {
    const small = await image
      .resize({ width: Math.round(width / 2.5) })
      .threshold(150)
      .png()
      .toBuffer();
    image = sharp(small).resize({ width, kernel: 'nearest' }).blur(0.5);
  }
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

export type Damage = 'clean' | 'damaged' | 'photo';

/**
 * Scanner damage (blur, noise, rotation, JPEG) or a phone photo: the paper on a table, turned,
 * sheared as by perspective, a shadow across it, a crease, and sometimes a 12-megapixel frame.
 */
export async function damage(
  image: Buffer,
  kind: Damage,
  random: () => number,
): Promise<{ bytes: Buffer; applied: string[] }> {
  if (kind === 'clean') return { bytes: image, applied: [] };
  const applied: string[] = [];
  let current = sharp(image);
  const angle = Number(((random() - 0.5) * (kind === 'photo' ? 8 : 4)).toFixed(1));
  if (kind === 'damaged') {
    const sigma = Number((0.5 + random() * 0.7).toFixed(2));
    current = current
      .rotate(angle, { background: '#fbfaf4' })
      .blur(sigma)
      .linear(0.6 + random() * 0.2, 40);
    applied.push(`rotación ${angle}°`, `desenfoque σ=${sigma}`, 'contraste bajo');
    const quality = 30 + Math.floor(random() * 25);
    applied.push(`JPEG ${quality}`);
    return { bytes: await current.jpeg({ quality }).toBuffer(), applied };
  }
  const meta = await sharp(image).metadata();
  const [w, h] = [meta.width!, meta.height!];
  // Shadow: a darker band across the paper; crease: a light and a dark line.
  const shadowX = Math.round(w * (0.3 + random() * 0.5));
  const crease = Math.round(h * (0.3 + random() * 0.4));
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs><rect x="${shadowX}" y="0" width="${w - shadowX}" height="${h}" fill="url(#s)"/><line x1="0" y1="${crease}" x2="${w}" y2="${crease + 6}" stroke="#fff" stroke-width="3" opacity="0.8"/><line x1="0" y1="${crease + 3}" x2="${w}" y2="${crease + 9}" stroke="#000" stroke-width="1" opacity="0.3"/></svg>`,
  );
  const paper = await sharp(image)
    .composite([{ input: overlay }])
    .png()
    .toBuffer();
  const shear = Number(((random() - 0.5) * 0.08).toFixed(3));
  const turned = await sharp(paper)
    .affine([1, shear, 0, 1], { background: '#5b4632' })
    .rotate(angle, { background: '#5b4632' })
    .png()
    .toBuffer();
  applied.push(`foto: rotación ${angle}°, perspectiva ${shear}`, 'sombra', 'pliegue');
  const large = random() < 0.5;
  const frameW = large ? 4000 : 1600 + Math.floor(random() * 800);
  const frameH = Math.round(frameW * 0.75);
  const turnedMeta = await sharp(turned).metadata();
  const scale = Math.min((frameH * (0.75 + random() * 0.15)) / turnedMeta.height!, (frameW * 0.7) / turnedMeta.width!);
  const placed = await sharp(turned)
    .resize({ width: Math.round(turnedMeta.width! * scale) })
    .png()
    .toBuffer();
  const placedMeta = await sharp(placed).metadata();
  const table = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frameW}" height="${frameH}"><defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b5136"/><stop offset="1" stop-color="#3d2c1c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#t)"/></svg>`,
  );
  const left = Math.round((frameW - placedMeta.width!) * (0.2 + random() * 0.6));
  const top = Math.round((frameH - placedMeta.height!) * (0.2 + random() * 0.6));
  const sigma = Number((0.6 + random() * 0.8).toFixed(2));
  const bytes = await sharp(table)
    .composite([{ input: placed, left, top }])
    .blur(sigma)
    .jpeg({ quality: 70 + Math.floor(random() * 20) })
    .toBuffer();
  applied.push(`${frameW}×${frameH}`, `desenfoque σ=${sigma}`);
  return { bytes, applied };
}
