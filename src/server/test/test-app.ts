import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app';
import { loadConfig } from '../platform/config';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { createStorage } from '../platform/storage/create-storage';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** The PostgreSQL URL of this test's database (null on PGlite). */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** Which database the API tests run on: PGlite, or the PostgreSQL of TEST_DATABASE_URL. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const TEST_SECRET = 'test-secret-test-secret-test-secret-123';

/** A second app instance on the same PostgreSQL database (scale-out tests). */
export async function createPeerApp(databaseUrl: string): Promise<{ app: App; close(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: databaseUrl });
  const app = await buildApp({ config, database, authSecret: TEST_SECRET, storage: await createStorage(config) });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A fresh app on a fresh, migrated database. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppDeps, 'webRoot' | 'pages'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { database, drop, url } = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    authSecret: TEST_SECRET,
    storage: await createStorage(config),
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
  url: string | null;
}> {
  if (testDatabaseKind === 'pglite') {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return { database: await openDatabase({ memory: true, loadDataDir: template }), drop: async () => {}, url: null };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required when TEST_DB=postgres');
  const name = `alacena_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
