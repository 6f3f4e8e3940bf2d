import sharp from 'sharp';

/**
 * Glyph advances of the fonts the generator draws with, measured once per character by rendering
 * it with sharp (librsvg), so that rows can be laid out the way a printer lays them out: columns
 * that never overlap and rules that end at the paper's edge, whatever the font's width.
 */
const SIZE = 48;
const REPEAT = 10;
const cache = new Map<string, number>();

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function inkWidth(font: string, text: string, italic: boolean): Promise<number> {
  const width = SIZE * text.length + 200;
  const style = italic ? ' font-style="italic"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${SIZE * 2}"><rect width="100%" height="100%" fill="#fff"/><text x="50" y="${SIZE * 1.4}" font-family="${font}" font-size="${SIZE}"${style} xml:space="preserve">${escapeXml(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .greyscale()
    .trim({ threshold: 40 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

/** The advance of one character, as a fraction of the font size. */
async function advance(font: string, char: string, italic: boolean): Promise<number> {
  const key = `${font}|${italic}|${char}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value =
    char.trim() === ''
      ? ((await inkWidth(font, `i${char.repeat(REPEAT)}i`, italic)) - (await inkWidth(font, 'ii', italic))) / REPEAT
      : (await inkWidth(font, char.repeat(REPEAT), italic)) / REPEAT;
  cache.set(key, value / SIZE);
  return value / SIZE;
}

/** The width in pixels of `text` set in `font` at `size` (kerning ignored). */
export async function textWidth(font: string, text: string, size: number, italic = false): Promise<number> {
  let total = 0;
  for (const char of text) total += await advance(font, char, italic);
  return total * size;
}
