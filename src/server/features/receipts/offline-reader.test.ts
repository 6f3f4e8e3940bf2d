import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrEngine, OcrTimeoutError } from './ocr/ocr-engine';
import { UnreadableImageError } from './ocr/prepare-image';
import { readReceiptOffline } from './offline-reader';

const engine = new OcrEngine();
afterAll(() => engine.close());

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A small ticket drawn as SVG text and rasterised by sharp, as a phone photo would be (JPEG). */
async function ticketImage(rows: string[], format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const size = 18;
  const lineHeight = 26;
  const width = 24 + 42 * size * 0.6 + 24;
  const text = rows.map((row, index) => `<text x="24" y="${30 + index * lineHeight}" xml:space="preserve">${escapeXml(row)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows.length * lineHeight + 30}"><rect width="100%" height="100%" fill="#fdfcf7"/><g font-family="DejaVu Sans Mono" font-size="${size}" fill="#1c1c1c">${text}</g></svg>`;
  const image = sharp(Buffer.from(svg)).greyscale();
  return format === 'png' ? image.png().toBuffer() : image.blur(0.6).jpeg({ quality: 45 }).toBuffer();
}

const TICKET = [
  'ABARROTES LA ESPERANZA',
  'FECHA: 21/03/2025  HORA: 10:22',
  '------------------------------------------',
  '1.250 KG   JITOMATE SALADET  24.90   31.13',
  '3     PZA  LECHUGA ROMANA    18.50   55.50',
  '2     CAJA HUEVO BLANCO     540.00 1,080.00',
  '------------------------------------------',
  'TOTAL                            $1,166.63',
  'EFECTIVO                         $1,200.00',
  'CAMBIO                              $33.37',
];

const summary = (items: Awaited<ReturnType<typeof readReceiptOffline>>['items']) => items.map(({ name, quantity, unit, unitPrice, total }) => ({ name, quantity, unit, unitPrice, total }));

describe('readReceiptOffline (tesseract.js with the Spanish model from npm, no network)', () => {
  const expected = [
    { name: 'Jitomate Saladet', quantity: '1.250', unit: 'kg', unitPrice: '24.90', total: '31.13' },
    { name: 'Lechuga Romana', quantity: '3', unit: 'pza', unitPrice: '18.50', total: '55.50' },
    { name: 'Huevo Blanco', quantity: '2', unit: 'caja', unitPrice: '540.00', total: '1080.00' },
  ];

  it('reads a generated ticket: supplier, date, total and every line', async () => {
    const reading = await readReceiptOffline(await ticketImage(TICKET), engine);
    expect(reading).toMatchObject({ supplier: 'ABARROTES LA ESPERANZA', date: '2025-03-21', total: '1166.63' });
    expect(summary(reading.items)).toEqual(expected);
    expect(reading.text).toContain('CAMBIO');
  }, 60_000);

  it('reads the same ticket blurred and saved as a low-quality JPEG', async () => {
    const reading = await readReceiptOffline(await ticketImage(TICKET, 'jpeg'), engine);
    expect(summary(reading.items)).toEqual(expected);
  }, 60_000);

  it('reads a degraded sample of the benchmark (rotated, noisy JPEG) to its truth', async () => {
    const samples = path.join(import.meta.dirname, '../../../../bench/receipts/samples');
    const truth = JSON.parse(fs.readFileSync(path.join(samples, 'r17-super-degradado.json'), 'utf8')) as { file: string; total: string; items: Array<{ quantity: string; total: string }> };
    const reading = await readReceiptOffline(fs.readFileSync(path.join(samples, truth.file)), engine);
    expect(reading.total).toBe(truth.total);
    expect(reading.items.map((item) => [item.quantity, item.total])).toEqual(truth.items.map((item) => [item.quantity, item.total]));
  }, 60_000);

  it('refuses bytes that are not an image', async () => {
    await expect(readReceiptOffline(Buffer.from('%PDF-1.7 not an image'), engine)).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('gives up after its own timeout', async () => {
    const impatient = new OcrEngine({ jobTimeoutMs: 1 });
    try {
      await expect(readReceiptOffline(await ticketImage(TICKET), impatient)).rejects.toBeInstanceOf(OcrTimeoutError);
    } finally {
      await impatient.close();
    }
  }, 60_000);
});
