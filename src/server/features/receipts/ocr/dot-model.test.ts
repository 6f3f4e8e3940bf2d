import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { editDistance } from '../parser/shapes';
import { OcrEngine } from './ocr-engine';

/**
 * Ticket lines struck by a 9-pin printer: DejaVu Sans Mono (a font the model was not trained on)
 * sampled on a grid where a capital is 7 dots high, each inked cell a round dot 3 px apart.
 */
async function dotPrinted(lines: string[]): Promise<Buffer> {
  const [size, pitch, margin] = [7 / 0.72, 3, 24];
  const columns = Math.max(...lines.map((line) => line.length));
  const [gridWidth, gridHeight] = [
    Math.ceil(columns * size * 0.62 + size),
    Math.ceil(lines.length * size * 1.6 + size),
  ];
  const rows = lines.map(
    (line, index) =>
      `<text x="${size / 2}" y="${((index + 1) * size * 1.6).toFixed(2)}" xml:space="preserve">${line}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${gridWidth}" height="${gridHeight}"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Sans Mono" font-size="${size.toFixed(2)}">${rows.join('')}</g></svg>`;
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dots: string[] = [];
  for (let y = 0; y < gridHeight; y += 1)
    for (let x = 0; x < gridWidth; x += 1)
      if (data[y * gridWidth + x] < 150)
        dots.push(`<circle cx="${margin + (x + 0.5) * pitch}" cy="${margin + (y + 0.5) * pitch}" r="${pitch * 0.4}"/>`);
  const [width, height] = [gridWidth * pitch + margin * 2, gridHeight * pitch + margin * 2];
  const page = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1ea"/><g fill="#262626">${dots.join('')}</g></svg>`;
  return sharp(Buffer.from(page)).greyscale().png().toBuffer();
}

const dotModel = new OcrEngine({ language: 'dots' });
const spanish = new OcrEngine();
afterAll(() => Promise.all([dotModel.close(), spanish.close()]));

const LINES = ['3 KG JITOMATE   24.50   73.50', 'TOTAL          1,234.50', 'CEBOLLA BLANCA 2.000 18.00 36.00'];
/** Characters a reading gets wrong, spaces aside. */
const errors = async (engine: OcrEngine, image: Buffer) => {
  const text = (await engine.recognize(image)).map((line) => line.text).join('\n');
  return editDistance(text.replace(/ +/g, ''), LINES.join('\n').replace(/ +/g, ''));
};

describe('the dot-print model (decision 110)', () => {
  it('ships with the server and reads ticket lines struck in dots with fewer errors than the Spanish model', async () => {
    const image = await dotPrinted(LINES);
    const [taught, untaught] = [await errors(dotModel, image), await errors(spanish, image)];
    expect(taught).toBeLessThan(untaught);
    expect(taught).toBeLessThanOrEqual(10);
  }, 60_000);
});
