import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../test/products';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUpWithRole, type TestUser } from '../test/users';
import type { RenderRoutePage } from './page-render';

const PRELOAD = '<link rel="preload" as="fetch" crossorigin href="/api/products?limit=100" />';
const SHELL = (route: string) =>
  `<html><head>${PRELOAD}</head><body><div id="root"><div data-prerendered-shell aria-disabled="true"><!--page--><h1>shell de ${route}</h1><!--/page--></div></div></body></html>`;

let ctx: TestApp;
let webRoot: string;
let owner: TestUser;
let stranger: TestUser;
let renderFails = false;

beforeAll(async () => {
  // A built web app in miniature, with the real page renderer loaded from the source (decision 064).
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-pages-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.mkdirSync(path.join(webRoot, 'shells'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<div id="root">portada</div>');
  for (const route of ['productos', 'dashboard'])
    fs.writeFileSync(path.join(webRoot, 'shells', `${route}.html`), SHELL(route));
  const loadPageRenderer = async (): Promise<RenderRoutePage> => {
    const { renderRoutePage } = await import('@web/app/render-route-page');
    return (url, read) => (renderFails ? Promise.reject(new Error('render failed')) : renderRoutePage(url, read));
  };
  // A loaded test machine may take seconds to render; the limit is not what these tests are about.
  ctx = await createTestApp({}, { webRoot, pages: { loadRenderer: loadPageRenderer, renderTimeoutMs: 20_000 } });
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
  stranger = await signUpWithRole(ctx.app, 'restaurant_owner');
  await insertProduct(ctx.database.db, owner.id, { name: 'Jitomate saladet', stockQuantity: '12' });
  await insertProduct(ctx.database.db, owner.id, { name: '</script><script>alert(1)</script>' });
  await insertProduct(ctx.database.db, stranger.id, { name: 'Queso Oaxaca del vecino' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, encoding = 'identity') =>
  ctx.app.inject({ url, headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });

/** The query cache sent with the page. */
function pageState(html: string): { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } {
  const json = html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/s)?.[1];
  if (!json) throw new Error('no page state');
  return JSON.parse(json);
}

describe('a shell route filled with the signed-in user’s page', () => {
  it('shows the owner’s products with the page’s heading, and sends the answers it was rendered from', async () => {
    const response = await page('/productos', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).not.toContain('shell de productos');
    expect(response.body).toMatch(/<h1[^>]*>Productos<\/h1>/);
    expect(response.body).toContain('Jitomate saladet');
    expect(response.body).not.toContain('Queso Oaxaca del vecino');
    const state = pageState(response.body);
    const session = state.queries.find((query) => query.queryKey[0] === 'session');
    expect(session?.state.data).toMatchObject({ id: owner.id, email: owner.email });
    expect(JSON.stringify(state)).toContain('Jitomate saladet');
    // Its answers travel in the page: a preloaded copy would be what a later read gets, stale after a change.
    expect(response.body).not.toContain(PRELOAD);
  });

  it('never lets a name end its script or open a tag', async () => {
    const { body } = await page('/productos', owner.cookie);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(JSON.stringify(pageState(body))).toContain('</script><script>alert(1)</script>');
  });

  it('is another user’s own page for another cookie', async () => {
    const { body } = await page('/productos', stranger.cookie);
    expect(body).toContain('Queso Oaxaca del vecino');
    expect(body).not.toContain('Jitomate saladet');
  });

  it('travels compressed when the browser accepts it', async () => {
    const response = await page('/dashboard', owner.cookie, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(response.body));
  });

  it('is the plain shell without a session, with a session that is not valid, or when the page cannot render', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=falsa.firma']) {
      const response = await page('/productos', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('shell de productos');
      expect(response.body).not.toContain('page-state');
      expect(response.body).toContain(PRELOAD);
    }
    renderFails = true;
    try {
      expect((await page('/productos', owner.cookie)).body).toContain('shell de productos');
    } finally {
      renderFails = false;
    }
  });

  it('renders pages one after another when they are asked for at once, each with its own user’s data', async () => {
    const answers = await Promise.all(
      [owner, stranger, owner, stranger].map((user) =>
        page('/productos', user.cookie).then((r) => [user, r.body] as const),
      ),
    );
    for (const [user, body] of answers) {
      expect(body).toContain(user === owner ? 'Jitomate saladet' : 'Queso Oaxaca del vecino');
      expect(body).not.toContain(user === owner ? 'Queso Oaxaca del vecino' : 'Jitomate saladet');
    }
  });
});
