import { AI_MESSAGES, type StreamEvent } from '@common/assistant-rules';
import type { ApiErrorBody } from '@common/errors';
import { ApiError } from '@web/lib/api-client';

/** §8: what a refused AI call shows, by status; a 400 keeps the server's validation message. */
async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  const code = body?.error?.code ?? 'http_error';
  if (response.status === 429) return new ApiError(429, code, AI_MESSAGES.rateLimited);
  if (response.status === 402) return new ApiError(402, code, AI_MESSAGES.fundsRequired);
  if (response.status === 401) return new ApiError(401, code, AI_MESSAGES.noSession);
  if (response.status === 400 && body?.error?.message) return new ApiError(400, code, body.error.message);
  return new ApiError(response.status, code, AI_MESSAGES.connectionFailed);
}

/** One `data:` payload: its text, or null for [DONE]; an `error` event throws. Unparseable lines are logged and skipped (§8). */
function readEvent(payload: string): string | null {
  if (payload === '[DONE]') return null;
  let event: StreamEvent;
  try {
    event = JSON.parse(payload) as StreamEvent;
  } catch {
    console.warn('Línea del stream de IA ilegible', payload);
    return '';
  }
  if (event.error) throw new ApiError(502, 'ai_stream_error', AI_MESSAGES.connectionFailed);
  return event.choices?.[0]?.delta?.content ?? '';
}

/**
 * POSTs to a §7 streaming endpoint and hands each `choices[0].delta.content` piece to `onText` as it
 * arrives, until `[DONE]`. Refusals throw ApiError with §8's Spanish message.
 */
export async function streamAiChat(
  path: string,
  body: unknown,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      signal,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', AI_MESSAGES.connectionFailed);
  }
  if (!response.ok || !response.body) throw await refusal(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const text = readEvent(line.slice(5).trim());
      if (text === null) {
        await reader.cancel();
        return;
      }
      if (text) onText(text);
    }
  }
}
