import sharp from 'sharp';

export type Damage = 'clean' | 'damaged' | 'photo';
type Point = [number, number];

/** The 3×3 projective map (h33 = 1) taking each `from` corner to its `to` corner. */
function homography(from: Point[], to: Point[]): number[] {
  const rows: number[][] = [];
  for (const [index, [x, y]] of from.entries()) {
    const [u, v] = to[index];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col += 1) {
    const pivot = rows
      .slice(col)
      .reduce((best, row, i) => (Math.abs(row[col]) > Math.abs(rows[best][col]) ? col + i : best), col);
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let r = 0; r < 8; r += 1) {
      if (r === col) continue;
      const factor = rows[r][col] / rows[col][col];
      for (let c = col; c < 9; c += 1) rows[r][c] -= factor * rows[col][c];
    }
  }
  return [...rows.map((row, i) => row[8] / row[i]), 1];
}

/**
 * The paper seen at an angle: its corners moved to `corners` (keystone, as when the phone is not
 * held parallel to the ticket), sampled bilinearly, transparent outside the paper.
 */
export async function perspective(image: Buffer, corners: Point[]): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [w, h] = [info.width, info.height];
  const outW = Math.ceil(Math.max(...corners.map(([x]) => x)));
  const outH = Math.ceil(Math.max(...corners.map(([, y]) => y)));
  const back = homography(corners, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
  const out = Buffer.alloc(outW * outH * 4);
  for (let y = 0; y < outH; y += 1) {
    for (let x = 0; x < outW; x += 1) {
      const z = back[6] * x + back[7] * y + 1;
      const sx = (back[0] * x + back[1] * y + back[2]) / z - 0.5;
      const sy = (back[3] * x + back[4] * y + back[5]) / z - 0.5;
      if (sx < 0 || sy < 0 || sx > w - 1 || sy > h - 1) continue;
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [ax, ay] = [sx - x0, sy - y0];
      const [x1, y1] = [Math.min(w - 1, x0 + 1), Math.min(h - 1, y0 + 1)];
      for (let c = 0; c < 4; c += 1) {
        const at = (px: number, py: number) => data[(py * w + px) * 4 + c];
        const top = at(x0, y0) * (1 - ax) + at(x1, y0) * ax;
        const bottom = at(x0, y1) * (1 - ax) + at(x1, y1) * ax;
        out[(y * outW + x) * 4 + c] = Math.round(top * (1 - ay) + bottom * ay);
      }
    }
  }
  return sharp(out, { raw: { width: outW, height: outH, channels: 4 } })
    .png()
    .toBuffer();
}

async function scanner(image: Buffer, random: () => number) {
  const angle = Number(((random() - 0.5) * 4).toFixed(1));
  const sigma = Number((0.5 + random() * 0.7).toFixed(2));
  const current = sharp(image)
    .rotate(angle, { background: '#fbfaf4' })
    .blur(sigma)
    .linear(0.6 + random() * 0.2, 40);
  const quality = 30 + Math.floor(random() * 25);
  const applied = [`rotación ${angle}°`, `desenfoque σ=${sigma}`, 'contraste bajo', `JPEG ${quality}`];
  return { bytes: await current.jpeg({ quality }).toBuffer(), applied };
}

/**
 * Scanner damage (blur, noise, rotation, JPEG) or a phone photo: the paper on a table, seen in
 * perspective and turned, a shadow across it, a crease; landscape or portrait, sometimes 12
 * megapixels, sometimes stored sideways with an EXIF orientation as phones do.
 */
export async function damage(
  image: Buffer,
  kind: Damage,
  random: () => number,
): Promise<{ bytes: Buffer; applied: string[] }> {
  if (kind === 'clean') return { bytes: image, applied: [] };
  if (kind === 'damaged') return scanner(image, random);
  const applied: string[] = [];
  const angle = Number(((random() - 0.5) * 8).toFixed(1));
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
  // Keystone: the edge farther from the phone is shorter (top or bottom, and a little left or right).
  const pitch = Number(((random() - 0.5) * 0.16).toFixed(3));
  const yaw = Number(((random() - 0.5) * 0.08).toFixed(3));
  const [dx, dy] = [(Math.abs(pitch) * w) / 2, (Math.abs(yaw) * h) / 2];
  const corners: Point[] = [
    [pitch > 0 ? dx : 0, yaw > 0 ? dy : 0],
    [w - (pitch > 0 ? dx : 0), yaw < 0 ? dy : 0],
    [w - (pitch < 0 ? dx : 0), h - (yaw < 0 ? dy : 0)],
    [pitch < 0 ? dx : 0, h - (yaw > 0 ? dy : 0)],
  ];
  const seen = await perspective(paper, corners);
  const turned = await sharp(seen)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  applied.push(`foto: rotación ${angle}°, perspectiva ${pitch}/${yaw}`, 'sombra', 'pliegue');
  const large = random() < 0.5;
  const portrait = random() < 0.5;
  const long = large ? 4000 : 1600 + Math.floor(random() * 800);
  const [frameW, frameH] = portrait ? [Math.round(long * 0.75), long] : [long, Math.round(long * 0.75)];
  const turnedMeta = await sharp(turned).metadata();
  const scale = Math.min((frameH * (0.75 + random() * 0.15)) / turnedMeta.height!, (frameW * 0.8) / turnedMeta.width!);
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
  const photo = await sharp(table)
    .composite([{ input: placed, left, top }])
    .blur(sigma)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(photo.data, { raw: photo.info });
  const quality = 70 + Math.floor(random() * 20);
  // A phone held sideways stores the pixels turned and says so in EXIF (6: turn 90° clockwise to view).
  const sideways = portrait && random() < 0.5;
  const bytes = sideways
    ? await sharp(await pixels().rotate(270).raw().toBuffer(), {
        raw: { ...photo.info, width: frameH, height: frameW },
      })
        .withMetadata({ orientation: 6 })
        .jpeg({ quality })
        .toBuffer()
    : await pixels().jpeg({ quality }).toBuffer();
  applied.push(`${frameW}×${frameH}${sideways ? ' (EXIF 6)' : ''}`, `desenfoque σ=${sigma}`);
  return { bytes, applied };
}
