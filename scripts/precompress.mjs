// Writes a brotli (.br) and a gzip (.gz) copy next to each text asset of the built web app, so the
// server sends compressed files without compressing on every request (@fastify/static preCompressed).
// Runs last in `npm run build`, after the landing is pre-rendered into index.html.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const webDir = `${process.env.ALACENA_DIST ?? 'dist'}/web`;
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

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
  if (source.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
  count += 1;
}
console.log(`precompress: ${count} archivos con .br y .gz en ${webDir}`);
