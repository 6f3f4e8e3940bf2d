import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { createPageFiller, type RenderRoutePage } from './page-render';

/** Sends the page for a client route. */
export type SendAppPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/** The page renderer the build writes beside the web root (scripts/build-page-renderer.mjs). */
const builtRenderer = (webRoot: string) => path.join(webRoot, '..', 'web-render', 'render-route-page.js');

/**
 * Serves the built SPA; returns, when it does, how the 404 handler answers a client route: the route's
 * pre-rendered shell (shells/<route>.html, decision 030), filled with the signed-in user's page when the
 * build has a page renderer (decision 064), or index.html. `pages` replaces the built renderer and
 * its time limit (tests).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  pages: { loadRenderer?: () => Promise<RenderRoutePage>; renderTimeoutMs?: number } = {},
): Promise<SendAppPage | null> {
  // Only a built app has assets/; the source folder (when running from src/) is left to Vite.
  if (!fs.existsSync(path.join(webRoot, 'assets'))) return null;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    // scripts/precompress.mjs wrote .br and .gz copies at build time; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shellsDir = path.join(webRoot, 'shells');
  const shells = new Map(
    (fs.existsSync(shellsDir) ? fs.readdirSync(shellsDir).filter((file) => file.endsWith('.html')) : []).map((file) => [
      file,
      fs.readFileSync(path.join(shellsDir, file), 'utf8'),
    ]),
  );
  const rendererFile = builtRenderer(webRoot);
  const load =
    pages.loadRenderer ??
    (fs.existsSync(rendererFile)
      ? async () =>
          ((await import(pathToFileURL(rendererFile).href)) as { renderRoutePage: RenderRoutePage }).renderRoutePage
      : null);
  const fillPage = load ? createPageFiller(app, load, pages.renderTimeoutMs) : null;

  return async (request, reply) => {
    const route = request.url.split(/[?#]/)[0].replace(/\/+$/, '');
    const file = `${route.slice(1)}.html`;
    const shell = file.includes('/') ? undefined : shells.get(file);
    if (!shell) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const page = fillPage ? await fillPage(request, shell) : null;
    if (page) return sendPage(request, reply, page);
    return reply.header('cache-control', 'no-cache').sendFile(`shells/${file}`);
  };
}

/**
 * A page filled for one user: never cached, compressed by Accept-Encoding (brotli at a fast level, else gzip);
 * the not-found handler that sends it is not a route, so @fastify/compress's hook does not see it.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(page));
  return reply.send(page);
}
