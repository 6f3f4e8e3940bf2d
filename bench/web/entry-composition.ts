import zlib from 'node:zlib';
import { build, type Rollup } from 'vite';

export interface EntryPart {
  name: string;
  gzipBytes: number;
}

const gzip = (code: string) => zlib.gzipSync(code).length;
/** An npm package, or the app folder a module lives in (features/landing, app/router.tsx…). */
const partOf = (id: string) =>
  id.replace(/^\0/, '').match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
  id
    .replace(/^.*\/src\/web\//, '')
    .split('/')
    .slice(0, 2)
    .join('/');

/**
 * What the landing page downloads, by package: a throw-away build (nothing written) of the same
 * config; each chunk the entry loads has its gzipped size shared among its modules in proportion to
 * their own gzipped code.
 */
export async function entryComposition(): Promise<EntryPart[]> {
  const result = (await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { write: false } })) as
    Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(result) ? result[0] : result).output;
  const chunks = new Map(
    output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  visit([...chunks.values()].find((chunk) => chunk.isEntry)!.fileName);
  const parts = new Map<string, number>();
  for (const file of loaded) {
    const chunk = chunks.get(file)!;
    const modules = Object.entries(chunk.modules).map(([id, module]) => ({
      part: partOf(id),
      bytes: module.code ? gzip(module.code) : 0,
    }));
    const sum = modules.reduce((total, module) => total + module.bytes, 0) || 1;
    const chunkBytes = gzip(chunk.code);
    for (const module of modules)
      parts.set(module.part, (parts.get(module.part) ?? 0) + (module.bytes * chunkBytes) / sum);
  }
  return [...parts]
    .map(([name, gzipBytes]) => ({ name, gzipBytes: Math.round(gzipBytes) }))
    .filter((part) => part.gzipBytes >= 512)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
