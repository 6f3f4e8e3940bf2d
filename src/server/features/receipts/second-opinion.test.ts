import { afterAll, describe, expect, it } from 'vitest';
import { OcrEngine } from './ocr/ocr-engine';
import { readReceiptOffline } from './offline-reader';
import type { OcrLine } from './parser/parse-receipt';
import { dotPrintedImage, TEST_TICKET, ticketImage } from './test-receipt-image';

/** An engine that answers with these lines and counts how often it was asked. */
function scripted(texts: string[]) {
  const engine = {
    calls: 0,
    recognize: async (): Promise<OcrLine[]> => {
      engine.calls += 1;
      return texts.map((text) => ({ text, confidence: 0.9 }));
    },
  };
  return engine;
}
const asEngine = (engine: ReturnType<typeof scripted>) => engine as unknown as OcrEngine;

/** A ticket with no TOTAL, so that no line can be repaired from it. */
const page = (lettuce: string) => [
  'ABARROTES LA ESPERANZA',
  'FECHA: 21/03/2025',
  '1.250 KG JITOMATE SALADET 24.90 31.13',
  lettuce,
];

describe('the second opinion on lines that do not check out (decision 085)', () => {
  it('takes a line from the other model where its numbers check out', async () => {
    const first = scripted(page('3 PZA LECHUGA ROMANA 18.50 91.70'));
    const second = scripted(page('3 PZA LECHUGA ROMANA 18.50 55.50'));
    // The dot-print model is silent here: reading the real picture, it would find the HUEVO line these
    // scripted pages leave out, and the picture's TOTAL that it makes up (decision 127).
    const silent = asEngine(scripted([]));
    const reading = await readReceiptOffline(await ticketImage(TEST_TICKET), asEngine(first), asEngine(second), silent);
    expect(second.calls).toBe(1);
    expect(reading.items.map(({ name, total }) => [name, total])).toEqual([
      ['Jitomate Saladet', '31.13'],
      ['Lechuga Romana', '55.50'],
    ]);
  });

  it('is not asked when every line checks out', async () => {
    const first = scripted(page('3 PZA LECHUGA ROMANA 18.50 55.50'));
    const second = scripted([]);
    await readReceiptOffline(await ticketImage(TEST_TICKET), asEngine(first), asEngine(second));
    expect(second.calls).toBe(0);
  });
});

describe('the model taught dot print (decision 110)', () => {
  it('reads the softened copy of dot print, and a line it checks replaces one that does not', async () => {
    const spanish = scripted(page('3 PZA LECHUGA ROMANA 18.50 91.70'));
    const english = scripted([]);
    const dots = scripted(page('3 PZA LECHUGA ROMANA 18.50 55.50'));
    const image = await dotPrintedImage(TEST_TICKET);
    const reading = await readReceiptOffline(image, asEngine(spanish), asEngine(english), asEngine(dots));
    // The softened copy and three joined copies by the Spanish model; the softened copy by the dot model.
    expect([spanish.calls, dots.calls]).toEqual([4, 1]);
    expect(reading.items.map(({ total }) => total)).toEqual(['31.13', '55.50']);
  });

  it('gives one opinion on print that is not dots, only when a line does not check out', async () => {
    const dots = scripted(page('3 PZA LECHUGA ROMANA 18.50 55.50'));
    const image = await ticketImage(TEST_TICKET);
    const readWithLettuce = (lettuce: string) =>
      readReceiptOffline(image, asEngine(scripted(page(lettuce))), asEngine(scripted([])), asEngine(dots));
    await readWithLettuce('3 PZA LECHUGA ROMANA 18.50 55.50');
    expect(dots.calls).toBe(0);
    await readWithLettuce('3 PZA LECHUGA ROMANA 18.50 91.70');
    expect(dots.calls).toBe(1);
  });
});

describe('the English model from npm (no network)', () => {
  const english = new OcrEngine({ language: 'eng' });
  afterAll(() => english.close());

  it('reads the amounts of a ticket', async () => {
    const text = (await english.recognize(await ticketImage(TEST_TICKET))).map((line) => line.text).join('\n');
    expect(text).toMatch(/18[.,]50\s+55[.,]50/);
    expect(text).toMatch(/1,?166[.,]63/);
  }, 60_000);
});
