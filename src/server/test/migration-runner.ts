import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { testDatabaseKind } from './test-app';

/** Tests of one migration on a database that already holds data in the shape before it. */
const migrationsFolder = fileURLToPath(new URL('../platform/db/migrations', import.meta.url));

/**
 * A copy of the migrations folder whose journal stops at `tag`: before it, or through it. The
 * migration under test is checked on its own, so later migrations cannot change what it is seen to do.
 */
export function migrationsUpTo(tag: string, { through }: { through: boolean }): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`Migration ${tag} is not in the journal`);
  const entries = journal.entries.slice(0, through ? index + 1 : index);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries }));
  return folder;
}

export interface MigrationRunner {
  /** Applies the folder's migrations not yet applied; a folder from migrationsUpTo is removed afterwards. */
  migrate(folder: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** An empty database of the kind under test: in-memory PGlite, or a new PostgreSQL database. */
export async function migrationRunner(): Promise<MigrationRunner> {
  const removeCopy = (folder: string) => {
    if (folder !== migrationsFolder) fs.rmSync(folder, { recursive: true, force: true });
  };
  if (testDatabaseKind !== 'postgres') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite({ client, casing: 'snake_case' });
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }).finally(() => removeCopy(folder)),
      query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
      close: () => client.close(),
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `alacena_migration_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    migrate: (folder) =>
      migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder: folder }).finally(() =>
        removeCopy(folder),
      ),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
