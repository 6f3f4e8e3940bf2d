import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDirectory } from './lock';

/** Both drivers expose the same query builder; the PGlite type stands for both. */
export type Database = PgliteDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Connection counts for metrics (PostgreSQL pool; PGlite is a single in-process connection). */
  poolStats(): Record<string, number>;
  /** LISTENs on a channel; returns an unsubscribe function. */
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Trigram search (marketplace and product names) needs pg_trgm, bundled with PGlite. */
const extensions = { pg_trgm };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { url: string }
  | { dataDir: string }
  /** An in-memory PGlite, optionally loaded from a dump (tests clone a migrated template). */
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url);
  return openPglite(options);
}

async function openPglite(
  options: { dataDir: string } | { memory: true; loadDataDir?: Blob },
): Promise<DatabaseHandle> {
  let unlock = () => {};
  let client: PGlite;
  if ('dataDir' in options) {
    unlock = lockDataDirectory(options.dataDir);
    const dir = path.join(options.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, extensions });
  } else {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    async listen(channel, listener) {
      return client.listen(channel, listener);
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn('PostgreSQL: conexión inactiva cerrada', error.message));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenerClient: Promise<pg.Client> | undefined;
  let closing = false;

  /**
   * One dedicated connection LISTENs for every channel. If it drops (server restart, failover), it
   * reconnects after a second and LISTENs again, so realtime fan-out recovers by itself.
   */
  const connectListener = (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    const reconnect = (error?: Error) => {
      if (closing) return;
      if (error) console.warn('PostgreSQL: conexión LISTEN cerrada, reconectando', error.message);
      listenerClient = undefined;
      setTimeout(() => {
        if (!closing) listenerClient = connectListener().catch(() => connectListener());
      }, 1000).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    client.on('notification', (message) => {
      for (const fn of listeners.get(message.channel) ?? []) fn(message.payload ?? '');
    });
    return client.connect().then(async () => {
      for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return client;
    });
  };

  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, listener) {
      listenerClient ??= connectListener();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await (await listenerClient).query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    async close() {
      closing = true;
      await (await listenerClient?.catch(() => undefined))?.end();
      await pool.end();
    },
  };
}

/** Several instances may start at once: an advisory lock lets one of them migrate at a time. */
async function migratePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** A migrated, empty in-memory database dumped once; tests load copies of it (~0.7 s vs 2–4 s). */
export async function dumpMigratedTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions });
  await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return dump;
}
