import { dehydrate, QueryClientProvider, type DehydratedState, type Query } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { setApiTransport } from '@web/lib/api-client';
import { setDisplayTimeZone } from '@web/lib/format-date';
import { createQueryClient } from '@web/lib/query-client';
import { StaticRouter } from '@web/lib/router';
import { AppRoutes } from './router';

/** A page whose reads lead to more reads (a list, then its details) stops being rendered on the server here. */
const MAX_PASSES = 4;

export interface RenderedRoutePage {
  html: string;
  /** The query cache the page was rendered from, for the browser to start with (start-app.tsx). */
  state: DehydratedState;
}

/**
 * Renders a route as the app would show it to the signed-in user, with its data (decision 064): the route
 * table renders at `url`; every query it asks for is answered through `read` (the server answering the
 * user's own request), and the page renders again until it asks for nothing new. Null when the page cannot be
 * shown whole: a read failed, the render threw, or there is no page heading (no session: a redirect).
 * One render at a time: api()'s transport and the dates' zone belong to the module (page-render.ts queues).
 */
export async function renderRoutePage(
  url: string,
  read: (path: string) => Promise<Response>,
  /** The browser's time zone (its cookie), for dates as the browser will show them; unknown names are ignored. */
  timeZone?: string,
): Promise<RenderedRoutePage | null> {
  const queryClient = createQueryClient();
  try {
    setDisplayTimeZone(timeZone);
  } catch {
    setDisplayTimeZone(undefined);
  }
  setApiTransport((path, init) =>
    init.method && init.method !== 'GET' ? Promise.reject(new Error(path)) : read(path),
  );
  try {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const html = await renderOnce(url, queryClient);
      if (html === null) return null;
      const waiting = queryClient.getQueryCache().findAll({ predicate: isUnanswered });
      if (waiting.length === 0) return html.includes('<h1') ? { html, state: dehydrate(queryClient) } : null;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      if (waiting.some((query) => query.state.status === 'error')) return null;
    }
    return null;
  } finally {
    setApiTransport(null);
    setDisplayTimeZone(undefined);
    queryClient.clear();
  }
}

/** A query the render asked for that has neither data nor an error yet, and may run. */
function isUnanswered(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const mayRun = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return mayRun && query.state.dataUpdatedAt === 0 && query.state.errorUpdatedAt === 0;
}

/** The page's HTML once every lazy part has loaded, or null when a part threw. */
async function renderOnce(url: string, queryClient: ReturnType<typeof createQueryClient>): Promise<string | null> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
    {
      onError: () => {
        failed = true;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return failed ? null : html;
}
