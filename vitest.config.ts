import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Server test files that open a database (through the test app): the ones worth running on PostgreSQL too. */
function databaseTestFiles(): string[] {
  const root = src('./src/server');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => /test\/(test-app|use-test-app)'/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `src/server/${file.split(path.sep).join('/')}`);
}

/** Server files share one module graph per worker (isolate: false): each file builds its own app and database. */
const server = { globalSetup: ['./src/server/test/global-setup.ts'], isolate: false };

/** API tests also run against PostgreSQL when TEST_DATABASE_URL is set (docs/decisions/026-fast-tests.md). */
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: { ...server, name: 'postgres', include: databaseTestFiles(), env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  resolve: {
    alias: { '@common': src('./src/common'), '@web': src('./src/web'), '@server': src('./src/server') },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest leaves one of two cores idle by default; the workers wait on I/O often enough to use both.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/common/**/*.test.ts', 'src/web/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/web/test/setup.ts'],
        },
      },
      { extends: true, test: { ...server, name: 'api', include: ['src/server/**/*.test.ts'] } },
      ...postgresProject,
    ],
  },
});
