import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrEngine, OcrTimeoutError } from './ocr/ocr-engine';
import { UnreadableImageError } from './ocr/prepare-image';
import { readReceiptOffline } from './offline-reader';
import { TEST_TICKET as TICKET, ticketImage } from './test-receipt-image';

const engine = new OcrEngine();
afterAll(() => engine.close());

const summary = (items: Awaited<ReturnType<typeof readReceiptOffline>>['items']) =>
  items.map(({ name, quantity, unit, unitPrice, total }) => ({ name, quantity, unit, unitPrice, total }));

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

  it('reads a phone photo: the ticket turned on a dark table, a shadow across it, stored sideways with EXIF orientation 6', async () => {
    const ticket = await ticketImage(TICKET);
    const { width = 0, height = 0 } = await sharp(ticket).metadata();
    const shadow = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" x2="1"><stop offset="0.5" stop-opacity="0"/><stop offset="1" stop-opacity="0.4"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`,
    );
    const paper = await sharp(ticket)
      .composite([{ input: shadow }])
      .rotate(3.5, { background: '#3d2c1c' })
      .png()
      .toBuffer();
    const placed = await sharp(paper)
      .resize({ width: Math.round(width * 2.2) })
      .png()
      .toBuffer();
    const placedMeta = await sharp(placed).metadata();
    const photo = await sharp({
      create: { width: placedMeta.width! + 500, height: placedMeta.height! + 400, channels: 3, background: '#3d2c1c' },
    })
      .composite([{ input: placed, left: 260, top: 170 }])
      .png()
      .toBuffer();
    const sideways = await sharp(photo).rotate(270).withMetadata({ orientation: 6 }).jpeg({ quality: 85 }).toBuffer();
    const reading = await readReceiptOffline(sideways, engine);
    expect(summary(reading.items)).toEqual(expected);
    expect(reading.total).toBe('1166.63');
  }, 60_000);

  it('reads a degraded sample of the benchmark (rotated, noisy JPEG) to its truth', async () => {
    const samples = path.join(import.meta.dirname, '../../../../bench/receipts/samples');
    const truth = JSON.parse(fs.readFileSync(path.join(samples, 'r17-super-degradado.json'), 'utf8')) as {
      file: string;
      total: string;
      items: Array<{ quantity: string; total: string }>;
    };
    const reading = await readReceiptOffline(fs.readFileSync(path.join(samples, truth.file)), engine);
    expect(reading.total).toBe(truth.total);
    expect(reading.items.map((item) => [item.quantity, item.total])).toEqual(
      truth.items.map((item) => [item.quantity, item.total]),
    );
  }, 60_000);

  it('refuses bytes that are not an image', async () => {
    await expect(readReceiptOffline(Buffer.from('%PDF-1.7 not an image'), engine)).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
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
