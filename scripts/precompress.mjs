// Writes a brotli (.br) and a gzip (.gz) copy next to each text asset of the built web app, so the
// server sends compressed files without compressing on every request (@fastify/static preCompressed).
// Runs last in `npm run build`, after the landing is pre-rendered into index.html.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const webDir = `${process.env.ALACENA_DIST ?? 'dist'}/web`;
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map']);
/**
 * A compressed copy costs a `Content-Encoding` header line: it is written only when it saves more than that.
 * (A fixed 512-byte floor used to send the app's many small chunks, icons and rules, uncompressed; decision 065.)
 */
const HEADER_BYTES = 25;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(webDir)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const source = fs.readFileSync(file);
  const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (gzip.length + HEADER_BYTES >= source.length) continue;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, gzip);
  count += 1;
}
console.log(`precompress: ${count} archivos con .br y .gz en ${webDir}`);
