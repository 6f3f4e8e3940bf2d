import { seededRandom } from '@common/seeded-random';
import { BACKGROUNDS, FLAG_COLOURS, ingredientColour } from './illustration-palette';
import type { GeneratedImage } from './types';

const WIDTH = 768;
const HEIGHT = 512;

/** FNV-1a: a stable 32-bit hash, so the same dish always gets the same picture. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const fixed = (value: number) => value.toFixed(1);

function papelPicado(next: () => number): string {
  const flags: string[] = [];
  const count = 8;
  const width = WIDTH / count;
  for (let index = 0; index < count; index += 1) {
    const x = index * width;
    const colour = FLAG_COLOURS[Math.floor(next() * FLAG_COLOURS.length)];
    flags.push(
      `<path d="M${fixed(x + 4)} 8 H${fixed(x + width - 4)} V64 L${fixed(x + width / 2)} 84 L${fixed(x + 4)} 64 Z" fill="${colour}" opacity="0.9"/>`,
      `<circle cx="${fixed(x + width / 2)}" cy="40" r="9" fill="#ffffff" opacity="0.35"/>`,
    );
  }
  return `<line x1="0" y1="8" x2="${WIDTH}" y2="8" stroke="#3b2f2f" stroke-width="3"/>${flags.join('')}`;
}

function piece(shape: number, x: number, y: number, size: number, angle: number, colour: string): string {
  const transform = `transform="rotate(${fixed(angle)} ${fixed(x)} ${fixed(y)})"`;
  const stroke = 'stroke="#00000022" stroke-width="1.5"';
  switch (shape) {
    case 0:
      return `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(size)}" fill="${colour}" ${stroke}/>`;
    case 1:
      return `<ellipse cx="${fixed(x)}" cy="${fixed(y)}" rx="${fixed(size * 1.4)}" ry="${fixed(size * 0.7)}" fill="${colour}" ${stroke} ${transform}/>`;
    case 2:
      return `<path d="M${fixed(x - size)} ${fixed(y)} Q${fixed(x)} ${fixed(y - size * 1.3)} ${fixed(x + size)} ${fixed(y)} Q${fixed(x)} ${fixed(y + size * 1.3)} ${fixed(x - size)} ${fixed(y)} Z" fill="${colour}" ${stroke} ${transform}/>`;
    default:
      return `<rect x="${fixed(x - size)}" y="${fixed(y - size * 0.7)}" width="${fixed(size * 2)}" height="${fixed(size * 1.4)}" rx="${fixed(size * 0.4)}" fill="${colour}" ${stroke} ${transform}/>`;
  }
}

/**
 * The built-in recipe illustration: a plate seen from above under papel picado, with pieces coloured
 * after each ingredient. It carries no text (no fonts needed, nothing to escape) and depends only on
 * the dish's name and ingredients.
 */
export function recipeIllustrationSvg(subject: { title: string; ingredients: string[] }): string {
  // Sorted, so the same dish gets the same picture whatever order its ingredients come in.
  const ingredients = [...new Set(subject.ingredients.map((name) => name.trim().toLowerCase()).filter(Boolean))]
    .sort()
    .slice(0, 12);
  const seed = hash(`${subject.title.trim().toLowerCase()}|${ingredients.join('|')}`);
  const next = seededRandom(seed);
  const background = BACKGROUNDS[seed % BACKGROUNDS.length];
  const cx = WIDTH / 2;
  const cy = 300;
  const pieces: string[] = [];
  const total = Math.max(ingredients.length, 1);
  ingredients.forEach((name, index) => {
    const colour = ingredientColour(name, hash(name));
    const shape = hash(name) % 4;
    const sector = (index / total) * Math.PI * 2;
    const count = 3 + Math.floor(next() * 3);
    for (let copy = 0; copy < count; copy += 1) {
      const angle = sector + (next() - 0.5) * ((Math.PI * 2) / total);
      const distance = 30 + next() * 105;
      pieces.push(
        piece(
          shape,
          cx + Math.cos(angle) * distance,
          cy + Math.sin(angle) * distance * 0.9,
          11 + next() * 10,
          next() * 180,
          colour,
        ),
      );
    }
  });
  const stripes = Array.from(
    { length: 12 },
    (_, index) => `<rect x="${index * 64}" y="430" width="32" height="82" fill="#ffffff" opacity="0.12"/>`,
  ).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>`,
    `<rect y="430" width="${WIDTH}" height="82" fill="#00000026"/>${stripes}`,
    papelPicado(next),
    `<ellipse cx="${cx}" cy="${cy + 14}" rx="214" ry="196" fill="#00000033"/>`,
    `<circle cx="${cx}" cy="${cy}" r="200" fill="#fdfaf3" stroke="#e8dcc4" stroke-width="4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="160" fill="#f6efe0" stroke="#2a9d8f" stroke-width="6" stroke-dasharray="14 10"/>`,
    ...pieces,
    '</svg>',
  ].join('');
}

export async function renderRecipeIllustration(subject: {
  title: string;
  ingredients: string[];
}): Promise<GeneratedImage> {
  // sharp (native, ~0.3 s to load) is loaded on the first picture rather than at start-up.
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(Buffer.from(recipeIllustrationSvg(subject)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: 'image/png', extension: 'png' };
}
