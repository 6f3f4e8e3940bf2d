import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text answers (JSON, CSV, HTML, JS…) but never an event stream (the assistant's SSE must reach the
 * browser token by token) nor binary files (images and PDFs are compressed already).
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)(?:;|$)|image\/svg\+xml)/u;

/**
 * Compresses API answers above 1 KB by Accept-Encoding (brotli or gzip, Vary set). Registered before the
 * routes: the plugin adds its hook to each route as it is declared. The built web app's files are
 * compressed at build time instead (scripts/precompress.mjs, served by web-app.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    // Request bodies stay as they are: a compressed upload is refused as before, not inflated.
    globalDecompression: false,
  });
}
