import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const OPENS_TEST_APP = /test\/(test-app|use-test-app)'/;

/** Whether a file imports the test app itself or through one of its feature's `./test/` fixtures. */
function opensDatabase(file: string): boolean {
  const text = fs.readFileSync(file, 'utf8');
  if (OPENS_TEST_APP.test(text)) return true;
  return [...text.matchAll(/from '(\.\/test\/[\w-]+)'/g)].some(([, fixture]) => {
    const fixtureFile = path.join(path.dirname(file), `${fixture}.ts`);
    return fs.existsSync(fixtureFile) && OPENS_TEST_APP.test(fs.readFileSync(fixtureFile, 'utf8'));
  });
}

/** Server test files that open a database (through the test app): the ones worth running on PostgreSQL too. */
function databaseTestFiles(): string[] {
  const root = src('./src/server');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => opensDatabase(path.join(root, file)))
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
