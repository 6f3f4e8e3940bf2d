import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_MESSAGES } from '@common/assistant-rules';
import { streamAiChat } from './stream-ai-chat';

/** A response whose body arrives in the given pieces (split anywhere, as the network does). */
function respondWith(pieces: string[], init: ResponseInit = { status: 200 }) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

afterEach(() => vi.unstubAllGlobals());

describe('streamAiChat', () => {
  it('hands over each delta, across chunk boundaries, until [DONE]', async () => {
    const stream = delta('Hola, ') + delta('**Jitomate**') + 'data: [DONE]\n\n' + delta('después de DONE');
    respondWith([stream.slice(0, 7), stream.slice(7, 40), stream.slice(40)]);
    const pieces: string[] = [];
    await streamAiChat('/api/ai/chat', { messages: [] }, (text) => pieces.push(text));
    expect(pieces).toEqual(['Hola, ', '**Jitomate**']);
  });

  it('logs and skips lines it cannot parse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    respondWith([`data: {roto\n\n${delta('sigue')}data: [DONE]\n\n`]);
    const pieces: string[] = [];
    await streamAiChat('/api/ai/chat', {}, (text) => pieces.push(text));
    expect(pieces).toEqual(['sigue']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    [429, AI_MESSAGES.rateLimited],
    [402, AI_MESSAGES.fundsRequired],
    [401, AI_MESSAGES.noSession],
    [502, AI_MESSAGES.connectionFailed],
    [500, AI_MESSAGES.connectionFailed],
  ])('a %i refusal throws §8’s message', async (status, message) => {
    respondWith([JSON.stringify({ error: { code: 'x', message: 'del servidor' } })], { status });
    await expect(streamAiChat('/api/ai/chat', {}, () => {})).rejects.toMatchObject({ status, message });
  });

  it('an error event in the stream throws the connection message', async () => {
    respondWith([delta('a medias'), `data: ${JSON.stringify({ error: 'falló' })}\n\n`]);
    await expect(streamAiChat('/api/ai/chat', {}, () => {})).rejects.toMatchObject({
      message: AI_MESSAGES.connectionFailed,
    });
  });
});
