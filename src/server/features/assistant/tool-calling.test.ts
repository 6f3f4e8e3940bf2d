import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createModelProvider } from '../../platform/ai/model-provider';
import { createOfflineProvider } from '../../platform/ai/offline-provider';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedKitchen, type SeededKitchen } from './test/seed';
import { SPENDING_NOW } from './test/spending-instant';
import { dataTools } from './tools/ai-tools';

let ctx: TestApp;
let kitchen: SeededKitchen;

beforeAll(async () => {
  ctx = await createTestApp();
  kitchen = await seedKitchen(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const finish = (unified: 'stop' | 'tool-calls') => ({
  type: 'finish' as const,
  finishReason: { unified, raw: unified },
  usage,
});
const silentLog = { warn: () => {} };
const offline = createOfflineProvider({
  readReceipt: () => Promise.reject(new Error('no receipts here')),
  chunkDelayMs: 0,
});

/** The tool result the model was sent back, as the text of the second call's prompt. */
function toolResultsIn(prompt: unknown): string {
  return JSON.stringify(
    (prompt as Array<{ role: string; content: unknown }>).filter((message) => message.role === 'tool'),
  );
}

describe('tool calling through the AI SDK (mock model)', () => {
  it('the model calls a data tool, gets the caller’s figures and streams its answer', async () => {
    const model = new MockLanguageModelV3({
      doStream: async ({ prompt }) => {
        const results = toolResultsIn(prompt);
        if (results === '[]') {
          return {
            stream: simulateReadableStream({
              chunks: [
                { type: 'stream-start', warnings: [] },
                { type: 'tool-call', toolCallId: 'c1', toolName: 'stockBajo', input: '{}' },
                finish('tool-calls'),
              ],
            }),
          };
        }
        const names = [...results.matchAll(/"name":"([^"]+)"/g)].map((match) => match[1]);
        return {
          stream: simulateReadableStream({
            chunks: [
              { type: 'stream-start', warnings: [] },
              { type: 'text-start', id: 't' },
              { type: 'text-delta', id: 't', delta: 'Reponer: ' },
              { type: 'text-delta', id: 't', delta: names.join(', ') },
              { type: 'text-end', id: 't' },
              finish('stop'),
            ],
          }),
        };
      },
    });
    const provider = createModelProvider({ chat: model }, offline, silentLog);
    const pieces: string[] = [];
    for await (const piece of provider.streamChat({
      system: 'Asistente',
      messages: [{ role: 'user', content: '¿Qué me falta?' }],
      tools: dataTools(ctx.database.db, kitchen.owner.id),
      offlineAnswer: async () => 'respuesta sin modelo',
    })) {
      pieces.push(piece);
    }
    expect(model.doStreamCalls).toHaveLength(2);
    expect(pieces).toEqual(['Reponer: ', 'Queso Oaxaca, Aguacate hass, Jitomate saladet']);
    expect(toolResultsIn(model.doStreamCalls[1].prompt)).toContain('877.00');
  });

  it('a model that only calls tools and stops still gives the built-in answer', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({ chunks: [{ type: 'stream-start', warnings: [] }, finish('stop')] }),
      }),
    });
    const provider = createModelProvider({ chat: model }, offline, silentLog);
    const pieces: string[] = [];
    for await (const piece of provider.streamChat({
      system: '',
      messages: [{ role: 'user', content: 'hola' }],
      offlineAnswer: async () => 'respuesta sin modelo',
    }))
      pieces.push(piece);
    expect(pieces).toEqual(['respuesta sin modelo']);
  });
});

describe('the data tools a model calls read periods and names as the offline engine does', () => {
  it('spending by a period in words, and a product by a misspelt name', async () => {
    // The seed's last-month orders are in February 2026; only Date is faked (decision 026).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SPENDING_NOW);
    onTestFinished(() => void vi.useRealTimers());
    const tools = dataTools(ctx.database.db, kitchen.owner.id);
    const run = (name: string, input: object) => tools[name].execute!(input, { toolCallId: 't', messages: [] });
    expect(await run('gastoEnPeriodo', { periodo: 'el mes pasado' })).toMatchObject({
      total: '2320.50',
      orderCount: 2,
    });
    expect(await run('producto', { nombre: 'jitomte' })).toMatchObject({
      name: 'Jitomate saladet',
      stockQuantity: '3.000',
    });
    expect(await run('proveedoresYOrdenesAbiertas', {})).toMatchObject({ supplierCount: 2 });
  });
});
