import type { StreamEvent } from '@common/assistant';

/** Reads a §7 stream body: every event must be a `data:` line; the last one is `[DONE]`. */
export function parseStream(body: string): { events: StreamEvent[]; text: string; done: boolean } {
  const blocks = body.split('\n\n').filter(Boolean);
  const payloads = blocks.map((block) => {
    if (!block.startsWith('data: ')) throw new Error(`not an SSE data line: ${block}`);
    return block.slice('data: '.length);
  });
  const done = payloads.at(-1) === '[DONE]';
  const events = payloads
    .filter((payload) => payload !== '[DONE]')
    .map((payload) => JSON.parse(payload) as StreamEvent);
  const text = events.map((event) => event.choices?.[0]?.delta?.content ?? '').join('');
  return { events, text, done };
}
