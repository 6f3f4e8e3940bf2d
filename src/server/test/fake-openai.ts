import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Answer = { status: number } | { pieces: string[] };

export interface FakeOpenAi {
  baseUrl: string;
  /** What /chat/completions answers next: an HTTP error status, or this text (streamed in pieces when asked to stream). */
  respond(answer: Answer): void;
  /** The picture /images/generations answers, as PNG bytes. */
  image: Uint8Array;
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'modelo-prueba', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'modelo-prueba',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

/** An OpenAI-style API on 127.0.0.1 (chat completions and images), as Ollama, vLLM or llama.cpp expose. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let answer: Answer = { pieces: [] };
  const fake: FakeOpenAi = {
    baseUrl: '',
    respond: (next) => (answer = next),
    image: new Uint8Array(),
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (data: Buffer) => (text += data.toString()));
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      fake.requests.push({ path: request.url ?? '', body });
      if ('status' in answer) {
        // Asks for the retry at once (as OpenAI may): the AI SDK still retries, without its 2 s back-off.
        response.writeHead(answer.status, { 'content-type': 'application/json', 'retry-after-ms': '0' });
        response.end(JSON.stringify({ error: { message: `upstream ${answer.status}`, type: 'error' } }));
      } else if (request.url?.endsWith('/images/generations')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ created: 0, data: [{ b64_json: Buffer.from(fake.image).toString('base64') }] }));
      } else if (!body.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(completion(answer.pieces.join(''))));
      } else {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(chunk({ role: 'assistant', content: '' }));
        for (const piece of answer.pieces) response.write(chunk({ content: piece }));
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
