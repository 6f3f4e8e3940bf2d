import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAi {
  baseUrl: string;
  /** What /chat/completions answers next: an HTTP error status, or these text pieces as a stream. */
  respond(answer: { status: number } | { pieces: string[] }): void;
  requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'modelo-prueba', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** An OpenAI-style chat completions server on 127.0.0.1, as Ollama, vLLM or llama.cpp expose. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let answer: { status: number } | { pieces: string[] } = { pieces: [] };
  const requests: FakeOpenAi['requests'] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (data: Buffer) => (body += data.toString()));
    request.on('end', () => {
      requests.push(JSON.parse(body || '{}') as Record<string, unknown>);
      if ('status' in answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `upstream ${answer.status}`, type: 'error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk({ role: 'assistant', content: '' }));
      for (const piece of answer.pieces) response.write(chunk({ content: piece }));
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    respond: (next) => (answer = next),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
