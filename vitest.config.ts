import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** API tests also run against PostgreSQL when TEST_DATABASE_URL is set. */
const postgresProject = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', include: ['src/server/**/*.test.ts'], env: { TEST_DB: 'postgres' } } }]
  : [];

export default defineConfig({
  resolve: {
    alias: { '@common': src('./src/common'), '@web': src('./src/web'), '@server': src('./src/server') },
  },
  test: {
    globalSetup: ['./src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [{ extends: true, test: { name: 'unit-and-api', include: ['src/**/*.test.{ts,tsx}'] } }, ...postgresProject],
  },
});
