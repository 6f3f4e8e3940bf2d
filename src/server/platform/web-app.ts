import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** The HTML file (relative to the web root) to send for a client route. */
export type AppPageFor = (url: string) => string;

/**
 * Serves the built SPA; returns, when it does, which page the 404 handler sends for a client route:
 * the route's pre-rendered shell (shells/<route>.html, decision 030) or index.html.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<AppPageFor | null> {
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
  const shells = new Set(
    fs.existsSync(shellsDir) ? fs.readdirSync(shellsDir).filter((file) => file.endsWith('.html')) : [],
  );
  return (url) => {
    const route = url.split(/[?#]/)[0].replace(/\/+$/, '');
    const shell = `${route.slice(1)}.html`;
    return !shell.includes('/') && shells.has(shell) ? `shells/${shell}` : 'index.html';
  };
}
