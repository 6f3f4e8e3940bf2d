import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIME_ZONE_COOKIE } from '@common/time-zone';

/** src/web/app/render-route-page.tsx, as built into dist/web-render (or loaded from source in tests). */
export type RenderRoutePage = (
  url: string,
  read: (path: string) => Promise<Response>,
  timeZone?: string,
) => Promise<{ html: string; state: unknown } | null>;

/** Longest a request waits for its page to be rendered before it gets the plain shell. */
const RENDER_TIMEOUT_MS = 1500;
const QUEUE_RELEASE_MS = 10_000;
/**
 * The shell's preloads of the page's API reads: the page arrives with their answers, and a preloaded answer
 * left unused would be what the app's first later read of that address gets (stale after a change).
 */
const DATA_PRELOADS = /\s*<link rel="preload" as="fetch"[^>]*>/g;
/** Where the pre-rendered shell's placeholder content sits (scripts/prerender-landing.mjs). */
const SHELL_CONTENT = /<!--page-->[\s\S]*<!--\/page-->/;

/**
 * Fills a route's shell with its page as the signed-in user will see it (decision 064): the page renders on
 * the server from the user's own API answers (this app, called with the request's cookie), and the query cache
 * it used travels in the HTML so the browser's first render shows the same thing. Null (send the plain shell)
 * without a cookie, when the page cannot render whole, or when it takes longer than `timeoutMs`.
 */
export function createPageFiller(
  app: FastifyInstance,
  load: () => Promise<RenderRoutePage>,
  timeoutMs = RENDER_TIMEOUT_MS,
) {
  let renderer: Promise<RenderRoutePage> | null = null;
  // Loaded once the server is up (React's server renderer takes a second to load), not on the first page.
  app.addHook('onReady', async () => {
    setImmediate(() => (renderer ??= load()).catch((error: unknown) => app.log.error({ err: error }, 'page renderer')));
  });
  // api()'s transport is one per module, so pages render one after another.
  let queue: Promise<unknown> = Promise.resolve();

  return async (request: FastifyRequest, shell: string): Promise<string | null> => {
    const cookie = request.headers.cookie;
    if (!cookie || !SHELL_CONTENT.test(shell)) return null;
    renderer ??= load();
    const read = async (path: string) => {
      const answer = await app.inject({ method: 'GET', url: path, headers: { cookie, 'accept-encoding': 'identity' } });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    const timeZone = request.cookies[TIME_ZONE_COOKIE];
    const rendering = queue.then(async () => (await renderer!)(request.url, read, timeZone));
    // A render that never ends (it should not) holds the queue for QUEUE_RELEASE_MS at most.
    queue = Promise.race([rendering.catch(() => null), delay(QUEUE_RELEASE_MS)]);
    const page = await Promise.race([
      rendering.catch((error: unknown) => {
        request.log.warn({ err: error }, 'page not rendered on the server');
        return null;
      }),
      delay(timeoutMs),
    ]);
    if (!page) return null;
    return shell
      .replace(DATA_PRELOADS, '')
      .replace(SHELL_CONTENT, () => page.html)
      .replace(
        '</body>',
        () => `<script type="application/json" id="page-state">${jsonForHtml(page.state)}</script>\n  </body>`,
      );
  };
}

/** JSON that cannot end the <script> element it sits in nor open a comment. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(resolve, ms, null).unref());
