import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };

/**
 * Replaces fetch with the API's answers by "METHOD /path" (the query string is ignored) and records
 * every call; an unlisted route answers 404 so a stray request shows up in the test.
 */
export function stubApi(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.split('?')[0];
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      const answer =
        typeof route === 'function'
          ? route(body)
          : (route ?? { status: 404, body: { error: { code: 'not_found', message: 'No encontrado' } } });
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders with a fresh query client (no retries) and the toaster, as the app does. */
export function renderWithApp(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
