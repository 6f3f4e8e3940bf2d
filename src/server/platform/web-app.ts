import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** Serves the built SPA; returns whether it did (the 404 handler then falls back to index.html). */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<boolean> {
  // Only a built app has assets/; the source folder (when running from src/) is left to Vite.
  if (!fs.existsSync(path.join(webRoot, 'assets'))) return false;
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
  return true;
}
