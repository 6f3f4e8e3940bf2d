// Bundles the server into dist/server (dependencies stay in node_modules) and copies the migrations and the own OCR models.
import { build } from 'esbuild';
import fs from 'node:fs';

const dist = process.env.ALACENA_DIST ?? 'dist';

await build({
  entryPoints: { main: 'src/server/main.ts', admin: 'src/server/cli/admin.ts' },
  outdir: `${dist}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Dynamic imports become their own chunks, so optional adapters' packages load only when used.
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.rmSync(`${dist}/server/migrations`, { recursive: true, force: true });
fs.cpSync('src/server/platform/db/migrations', `${dist}/server/migrations`, { recursive: true });
fs.rmSync(`${dist}/server/ocr-models`, { recursive: true, force: true });
fs.cpSync('src/server/features/receipts/ocr/ocr-models', `${dist}/server/ocr-models`, { recursive: true });
