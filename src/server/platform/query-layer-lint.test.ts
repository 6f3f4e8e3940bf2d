import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The project's real eslint.config.js keeps feature SQL in queries.ts (decision 033). */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => `${message.ruleId}:${message.line}`);
}

const sqlCode = `import { and, eq, type SQL } from 'drizzle-orm';
import { privateProducts, type stockMovements } from '../../platform/db/schema';
import type { Database, Transaction } from '../../platform/db/client';

export type Reason = (typeof stockMovements.$inferInsert)['reason'];
export const byOwner = (ownerId: string): SQL | undefined => and(eq(privateProducts.userId, ownerId));
export async function run(db: Database, tx: Transaction, app: { db: Database }) {
  await db.select().from(privateProducts);
  await tx.update(privateProducts).set({ name: 'x' }).where(byOwner('u'));
  await app.db.delete(privateProducts).where(byOwner('u'));
  await db.execute(byOwner('u')!);
  await tx.insert(privateProducts).values([]);
  await db.$count(privateProducts);
  await db.query.privateProducts.findMany();
  const ids = new Set<string>();
  ids.delete('a');
}
`;

describe('lint: one query layer', () => {
  it('accepts SQL in queries.ts and in *-queries.ts', async () => {
    expect(await problems(sqlCode, 'src/server/features/fixture/queries.ts')).toEqual([]);
    expect(await problems(sqlCode, 'src/server/features/fixture/company-queries.ts')).toEqual([]);
  });

  it('refuses SQL in a service: value imports of drizzle-orm and tables, and db/tx/app.db statements', async () => {
    expect(await problems(sqlCode, 'src/server/features/fixture/service.ts')).toEqual([
      'no-restricted-imports:1',
      'no-restricted-imports:2',
      'no-restricted-syntax:8',
      'no-restricted-syntax:9',
      'no-restricted-syntax:10',
      'no-restricted-syntax:11',
      'no-restricted-syntax:12',
      'no-restricted-syntax:13',
      'no-restricted-syntax:14',
    ]);
  });

  it('lets a service import types only and call queries', async () => {
    const code = `import type { SQL } from 'drizzle-orm';
import type { privateProducts } from '../../platform/db/schema';
import type { Database } from '../../platform/db/client';
import { selectThings } from './queries';

export type Row = typeof privateProducts.$inferSelect;
export const run = (db: Database, where: SQL) => selectThings(db, 'owner', { where });
`;
    expect(await problems(code, 'src/server/features/fixture/service.ts')).toEqual([]);
  });
});
