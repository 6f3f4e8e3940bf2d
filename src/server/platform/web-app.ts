import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** Serves the built SPA; unknown non-API GETs get index.html (history fallback). */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      request.log.info({ path: request.url }, 'route not found');
      return reply.status(404).send({ error: { code: 'not_found', message: 'Ruta no encontrada' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
