import { APICallError, RetryError } from 'ai';

/** An upstream AI service refused or failed; `status` is its HTTP status when it answered one. */
export class AiUpstreamError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The AI SDK's errors (also after retries) as one AiUpstreamError with the upstream status. */
export function toUpstreamError(error: unknown): AiUpstreamError {
  if (error instanceof AiUpstreamError) return error;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last))
    return new AiUpstreamError(last.statusCode ?? null, last.message, { cause: error });
  return new AiUpstreamError(null, error instanceof Error ? error.message : String(error), { cause: error });
}
