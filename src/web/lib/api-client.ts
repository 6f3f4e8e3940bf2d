import type { ApiErrorBody } from '@common/errors';
import { GENERIC_ERROR_MESSAGE } from '@common/errors';

/** An error answered by the API, carrying its Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Transport = (path: string, init: RequestInit) => Promise<Response>;
const browserTransport: Transport = (path, init) => fetch(path, init);
let transport = browserTransport;

/**
 * Where api() sends its requests: the browser's fetch, or, while the server renders a page with its data
 * (app/server-render/render-route-page.tsx), the server itself. `null` goes back to fetch.
 */
export function setApiTransport(next: Transport | null): void {
  transport = next ?? browserTransport;
}

/** The one way the web app talks to the server: JSON in, JSON out, errors as ApiError. */
export async function api<T>(
  path: string,
  /** `keepalive`: the request outlives the page (a save sent as the tab closes). */
  options: { method?: Method; body?: unknown; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
  const { method = 'GET', body, signal, keepalive } = options;
  const isForm = body instanceof FormData;
  const response = await transport(path, {
    method,
    signal,
    ...(keepalive ? { keepalive } : {}),
    credentials: 'same-origin',
    headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? GENERIC_ERROR_MESSAGE,
      error?.fields,
    );
  }
  return data as T;
}

/** The message to show for any thrown value, with a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
