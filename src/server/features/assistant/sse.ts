import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AI_MESSAGES, type StreamEvent } from '@common/assistant';
import { toUpstreamError } from '../../platform/ai/errors';
import { AppError } from '../../platform/errors';

/** §8: the upstream's 429 and 402 keep their meaning; anything else is "cannot reach the AI service". */
export function aiFailure(error: unknown, log: FastifyBaseLogger): AppError {
  if (error instanceof AppError) return error;
  const upstream = toUpstreamError(error);
  if (upstream.status === 429) return new AppError(429, 'ai_rate_limited', AI_MESSAGES.rateLimited);
  if (upstream.status === 402) return new AppError(402, 'ai_payment_required', AI_MESSAGES.fundsRequired);
  log.error({ err: error, upstreamStatus: upstream.status }, 'AI service failed');
  return new AppError(502, 'ai_unavailable', AI_MESSAGES.connectionFailed);
}

const event = (payload: StreamEvent | '[DONE]') =>
  `data: ${payload === '[DONE]' ? payload : JSON.stringify(payload)}\n\n`;

/** Aborts the answer's work (a model call) when the client goes away before it is complete. */
export function abortWhenClosed(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Sends text chunks as the §7 stream: `data: {"choices":[{"delta":{"content":…}}]}` lines, then
 * `data: [DONE]`. The first chunk is awaited before anything is sent, so a refusal still answers
 * with its HTTP status and a JSON error body; a failure after that ends the stream with an `error` event.
 */
export async function sendChatStream(reply: FastifyReply, chunks: AsyncIterable<string>): Promise<FastifyReply> {
  const iterator = chunks[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (error) {
    throw aiFailure(error, reply.log);
  }
  async function* events() {
    try {
      let next = first;
      while (!next.done) {
        if (next.value) yield event({ choices: [{ delta: { content: next.value } }] });
        next = await iterator.next();
      }
    } catch (error) {
      yield event({ error: aiFailure(error, reply.log).message });
    }
    yield event('[DONE]');
  }
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(events()));
}
