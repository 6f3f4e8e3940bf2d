/**
 * `npx tsx bench/web/chunk-listing.ts [chunk-name-part…]`: what each built chunk holds, by package or app
 * folder, gzipped (a throw-away build, nothing written). Without arguments, the chunks a signed-in page
 * loads before its own (the entry's and start-app's closure).
 */
import zlib from 'node:zlib';
import { build, type Rollup } from 'vite';

const gzip = (code: string) => zlib.gzipSync(code).length;
const partOf = (id: string) =>
  id.replace(/^\0/, '').match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
  id
    .replace(/^.*\/src\//, '')
    .split('/')
    .slice(0, 3)
    .join('/');

const result = (await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { write: false } })) as
  Rollup.RollupOutput | Rollup.RollupOutput[];
const chunks = (Array.isArray(result) ? result[0] : result).output.filter(
  (item): item is Rollup.OutputChunk => item.type === 'chunk',
);
const wanted = process.argv.slice(2);
const selected = wanted.length
  ? chunks.filter((chunk) => wanted.some((part) => chunk.fileName.includes(part)))
  : chunks.filter((chunk) => /start-app|index-/.test(chunk.fileName));
for (const chunk of selected) {
  const parts = new Map<string, number>();
  for (const [id, module] of Object.entries(chunk.modules))
    parts.set(partOf(id), (parts.get(partOf(id)) ?? 0) + (module.code ? gzip(module.code) : 0));
  console.log(
    `${chunk.fileName}: ${(gzip(chunk.code) / 1024).toFixed(1)} KB gzip; imports ${chunk.imports.join(', ') || '—'}`,
  );
  for (const [name, bytes] of [...parts].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 256))
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)}  ${name}`);
}
