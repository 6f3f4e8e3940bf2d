import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../platform/db/client';
import { users } from '../platform/db/schema';
import { createTestApp, testDatabaseKind } from '../test/test-app';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const cli = (command: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', command, file], {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });

const user = (id: string) => ({ id, name: 'Respaldo', email: `${id}@respaldo.mx` });

describe('backup and restore', () => {
  it.runIf(testDatabaseKind === 'pglite')(
    'round-trips the embedded database',
    async () => {
      const dataDir = path.join(work, 'data');
      let database = await openDatabase({ dataDir });
      await database.db.insert(users).values(user('antes'));
      await database.close();

      const file = path.join(work, 'respaldo.tar.gz');
      expect(cli('backup', file, { DATA_DIR: dataDir })).toContain('Respaldo guardado');

      database = await openDatabase({ dataDir });
      await database.db.delete(users).where(eq(users.id, 'antes'));
      await database.db.insert(users).values(user('despues'));
      await database.close();

      expect(cli('restore', file, { DATA_DIR: dataDir })).toContain('restaurada');
      database = await openDatabase({ dataDir });
      expect((await database.db.select({ id: users.id }).from(users)).map((row) => row.id)).toEqual(['antes']);
      await database.close();
    },
    60_000,
  );

  it.runIf(testDatabaseKind === 'postgres')(
    'round-trips PostgreSQL with pg_dump and pg_restore',
    async () => {
      const ctx = await createTestApp();
      try {
        const env = { DATABASE_URL: ctx.databaseUrl!, AUTH_SECRET: 'x'.repeat(32), BILLING_MODE: 'test' };
        await ctx.database.db.insert(users).values(user('antes'));
        const file = path.join(work, 'respaldo.dump');
        cli('backup', file, env);
        await ctx.database.db.delete(users).where(eq(users.id, 'antes'));
        cli('restore', file, env);
        expect((await ctx.database.db.select({ id: users.id }).from(users)).map((row) => row.id)).toEqual(['antes']);
      } finally {
        await ctx.close();
      }
    },
    60_000,
  );
});
