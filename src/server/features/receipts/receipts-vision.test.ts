import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptReading } from '@common/receipts';
import { imageBytes } from '../../test/ads';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { requester } from '../../test/requester';
import { productBody } from '../inventory/inventory-test-helpers';
import { TEST_TICKET, ticketImage } from './test-receipt-image';

/** An OpenAI-compatible /chat/completions on 127.0.0.1 that answers one JSON completion, or an error status. */
function startVisionModel() {
  let answer: { status: number } | { reading: ReceiptReading } = { status: 500 };
  const requests: Array<{ model: string; messages: Array<{ content: unknown }> }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (data: Buffer) => (body += data.toString()));
    request.on('end', () => {
      requests.push(JSON.parse(body));
      if ('status' in answer) {
        // Asks for the retry at once: the AI SDK still retries, without its 2 s back-off.
        response.writeHead(answer.status, { 'content-type': 'application/json', 'retry-after-ms': '0' });
        response.end(JSON.stringify({ error: { message: 'fallo', type: 'error' } }));
        return;
      }
      const message = { role: 'assistant', content: JSON.stringify(answer.reading) };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 0,
          model: 'vision',
          choices: [{ index: 0, message, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  return new Promise<{
    url: string;
    requests: typeof requests;
    respond: (next: typeof answer) => void;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        requests,
        respond: (next) => (answer = next),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let vision: Awaited<ReturnType<typeof startVisionModel>>;
let ctx: TestApp;
let owner: TestUser;
beforeAll(async () => {
  vision = await startVisionModel();
  ctx = await createTestApp({ AI_BASE_URL: vision.url, AI_API_KEY: 'clave-prueba', AI_VISION_MODEL: 'vision-prueba' });
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
});
afterAll(async () => {
  await ctx.close();
  await vision.close();
});

function scan(bytes: Uint8Array) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'ticket.png');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/receipts/scan',
    payload: form,
    headers: { cookie: owner.cookie },
  });
}

describe('POST /api/receipts/scan with AI_VISION_MODEL', () => {
  it("uses the vision model's structured reading and matches it to the user's products", async () => {
    const cheese = (
      await requester(ctx)('POST', '/api/products', owner.cookie, productBody({ name: 'Queso Oaxaca' }))
    ).json();
    const reading: ReceiptReading = {
      supplier: 'Lácteos San Juan',
      date: '2025-06-01',
      total: '359.60',
      text: 'LACTEOS SAN JUAN …',
      items: [
        { name: 'Queso Oaxaca', quantity: '2.500', unit: 'kg', unitPrice: '143.84', total: '359.60', confidence: 0.9 },
      ],
    };
    vision.respond({ reading });
    const response = await scan(await imageBytes('png', 40, 20));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...reading, items: [{ ...reading.items[0], productId: cheese.id }] });
    expect(vision.requests.at(-1)?.model).toBe('vision-prueba');
    expect(JSON.stringify(vision.requests.at(-1)?.messages)).toContain('image');
  });

  it('falls back to the offline OCR when the model fails', async () => {
    vision.respond({ status: 500 });
    const response = await scan(await ticketImage(TEST_TICKET));
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Jitomate Saladet',
      'Lechuga Romana',
      'Huevo Blanco',
    ]);
  }, 60_000);
});
