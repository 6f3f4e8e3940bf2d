import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptReading } from '@common/receipts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { createModelProvider } from './model-provider';
import { createOfflineProvider } from './offline-provider';

let upstream: FakeOpenAi;

beforeAll(async () => {
  upstream = await startFakeOpenAi();
});
afterAll(() => upstream.close());

const ocrReading: ReceiptReading = { supplier: 'OCR', date: null, total: null, text: 'leído por OCR', items: [] };
const modelReading: ReceiptReading = {
  supplier: 'Abarrotes Lupita',
  date: '2026-11-20',
  total: '285.00',
  text: 'JITOMATE 2.500 KG 28.50 71.25',
  items: [{ name: 'Jitomate', quantity: '2.500', unit: 'kg', unitPrice: '28.50', total: '71.25', confidence: 0.9 }],
};

function provider() {
  const api = createOpenAICompatible({ name: 'prueba', baseURL: upstream.baseUrl });
  const warnings: string[] = [];
  const offline = createOfflineProvider({ readReceipt: async () => ocrReading, chunkDelayMs: 0 });
  return {
    warnings,
    ai: createModelProvider({ vision: api.chatModel('modelo-vision') }, offline, {
      warn: (_details, message) => warnings.push(message),
    }),
  };
}

describe('receipt reading through AI_VISION_MODEL', () => {
  it('sends the image to the vision model and returns its structured reading', async () => {
    upstream.respond({ pieces: [JSON.stringify(modelReading)] });
    const { ai } = provider();
    expect(ai.kind).toBe('offline');
    expect(await ai.readReceipt(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual(modelReading);
    const sent = JSON.stringify(upstream.requests.at(-1)!.body);
    expect(sent).toContain('modelo-vision');
    expect(sent).toContain('image_url');
  });

  it('falls back to the offline reader (OCR) when the model fails', async () => {
    upstream.respond({ status: 500 });
    const { ai, warnings } = provider();
    expect(await ai.readReceipt(new Uint8Array([1, 2, 3]))).toEqual(ocrReading);
    expect(warnings).toEqual(['vision model could not read the receipt; using OCR']);
  });
});
