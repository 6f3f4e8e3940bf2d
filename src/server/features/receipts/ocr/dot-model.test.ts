import { afterAll, describe, expect, it } from 'vitest';
import { editDistance } from '../parser/shapes';
import { dotPrintedImage } from '../test-receipt-image';
import { OcrEngine } from './ocr-engine';

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
    const image = await dotPrintedImage(LINES);
    const [taught, untaught] = [await errors(dotModel, image), await errors(spanish, image)];
    expect(taught).toBeLessThan(untaught);
    expect(taught).toBeLessThanOrEqual(10);
  }, 60_000);
});
