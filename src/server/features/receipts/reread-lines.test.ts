import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrEngine } from './ocr/ocr-engine';
import { lineBands } from './ocr/line-bands';
import { doubtfulLines, withDoubtfulLinesReread } from './reread-lines';
import { TEST_TICKET, ticketImage } from './test-receipt-image';

const at = (text: string, top = 10) => ({ text, confidence: 0.9, top, bottom: top + 30 });

describe('doubtfulLines', () => {
  it('picks the lines that read as one product whose numbers do not check out, and only those', () => {
    const lines = [
      at('ABARROTES EL SOL'),
      at('JITOMATE SALADET 2 18.50 37.00'),
      at('CEBOLLA BLANCA 3 12.00 97.15'),
      { text: 'AGUACATE HASS 3 12.00 97.15', confidence: 0.9 },
      at('TOTAL 95.40'),
    ];
    expect(doubtfulLines(lines)).toEqual([2]);
  });
});

describe('lineBands', () => {
  it('cuts a band across the page around each line, with margins, enlarged 1.5 times', async () => {
    const page = await sharp({ create: { width: 400, height: 300, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const [band, top] = await lineBands(page, [
      { top: 100, bottom: 140 },
      { top: 0, bottom: 20 },
    ]);
    expect(await sharp(band).metadata()).toMatchObject({ width: 600, height: 102 });
    // At the page's top edge the margin above is cut off.
    expect(await sharp(top).metadata()).toMatchObject({ width: 600, height: 41 });
  });
});

describe('withDoubtfulLinesReread (tesseract.js, no network)', () => {
  const engine = new OcrEngine();
  afterAll(() => engine.close());

  it('reads a doubtful line again from its band of the picture and leaves the others as they were', async () => {
    const image = await ticketImage(TEST_TICKET);
    const lines = await engine.recognize(image);
    const index = lines.findIndex((line) => /LECHUGA/.test(line.text));
    // The line as if the page's reading had misread its amount beyond repair.
    const misread = lines.map((line, at) =>
      at === index ? { ...line, text: '3 PZA LECHUGA ROMANA 18.50 91.70' } : line,
    );
    const reread = await withDoubtfulLinesReread(misread, image, engine);
    expect(reread?.[index].text).toMatch(/LECHUGA ROMANA\s+18[.,]50\s+55[.,]50/);
    expect(reread?.filter((_, at) => at !== index)).toEqual(misread.filter((_, at) => at !== index));
    // The worker reads whole pages again afterwards.
    expect((await engine.recognize(image)).map((line) => line.text)).toEqual(lines.map((line) => line.text));
  }, 60_000);

  it('reads nothing again when every line checks out', async () => {
    expect(await withDoubtfulLinesReread([at('JITOMATE SALADET 2 18.50 37.00')], Buffer.alloc(0), engine)).toBeNull();
  });
});
