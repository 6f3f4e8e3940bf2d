import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './platform/db/client';
import { preparations, privateProducts, stockMovements } from './platform/db/schema';
import { createTestApp, testDatabaseKind } from './test/test-app';

/**
 * Starts the real server, runs concurrent writes, SIGKILLs it mid-way and restarts it: every write
 * that was acknowledged must be there, and stock must still equal the sum of its movements.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-crash-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Starts `src/server/main.ts` on a free port (PORT=0) and resolves once it says where it listens. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );

async function api(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: response.status === 204 ? null : await response.json().catch(() => null),
    headers: response.headers,
  };
}

async function runScenario(env: Record<string, string>, openForCheck: () => Promise<DatabaseHandle>) {
  let server = await startServer(env);
  const signUp = await fetch(`${server.base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cocina@crash.mx', password: 'secreto123', businessName: 'Cocina' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  await api(server.base, cookie, 'POST', '/api/accounts/role', { role: 'restaurant_owner' });
  const product = (
    await api(server.base, cookie, 'POST', '/api/products', {
      name: 'Harina',
      currentPrice: '20',
      stockQuantity: '100000',
      minStockQuantity: '0',
      unit: 'kg',
    })
  ).json;
  const recipe = (
    await api(server.base, cookie, 'POST', '/api/recipes', {
      name: 'Pan',
      finalYield: '10',
      yieldUnit: 'pieza',
      ingredients: [{ productId: product.id, quantity: '1' }],
    })
  ).json;

  const acknowledgedPreparations: string[] = [];
  const acknowledgedProducts: string[] = [];
  let stop = false;
  const worker = async (index: number) => {
    for (let i = 0; !stop; i += 1) {
      const write =
        index % 2 === 0
          ? api(server.base, cookie, 'POST', '/api/preparations', {
              recipeId: recipe.id,
              quantityMultiplier: '1',
            }).then((response) => {
              if (response.status === 200) acknowledgedPreparations.push(response.json.id);
            })
          : api(server.base, cookie, 'POST', '/api/products', {
              name: `Producto ${index}-${i}`,
              currentPrice: '1',
              stockQuantity: '5',
              minStockQuantity: '0',
              unit: 'kg',
            }).then((response) => {
              if (response.status === 201 || response.status === 200) acknowledgedProducts.push(response.json.id);
            });
      await write.catch(() => {});
    }
  };
  const workers = Array.from({ length: 8 }, (_, index) => worker(index));
  const deadline = Date.now() + 60_000;
  while (acknowledgedPreparations.length < 20 || acknowledgedProducts.length < 20) {
    if (Date.now() > deadline)
      throw new Error(
        `writes stalled: ${acknowledgedPreparations.length} preparations, ${acknowledgedProducts.length} products`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  server.child.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  await exited(server.child);

  server = await startServer(env);
  expect((await fetch(`${server.base}/api/health`)).ok).toBe(true);
  server.child.kill('SIGTERM');
  await exited(server.child);

  const database = await openForCheck();
  try {
    const storedPreparations = await database.db
      .select({ id: preparations.id })
      .from(preparations)
      .where(inArray(preparations.id, acknowledgedPreparations));
    expect(storedPreparations).toHaveLength(acknowledgedPreparations.length);
    const storedProducts = await database.db
      .select({ id: privateProducts.id })
      .from(privateProducts)
      .where(inArray(privateProducts.id, acknowledgedProducts));
    expect(storedProducts).toHaveLength(acknowledgedProducts.length);
    const mismatched = await database.db
      .select({ id: privateProducts.id })
      .from(privateProducts)
      .where(
        sql`${privateProducts.stockQuantity} <> coalesce((select sum(${stockMovements.delta}) from ${stockMovements} where ${stockMovements.productId} = ${privateProducts.id}), 0)`,
      );
    expect(mismatched).toEqual([]);
    const [flour] = await database.db.select().from(privateProducts).where(eq(privateProducts.id, product.id));
    const preparedCount = await database.db.$count(preparations);
    expect(Number(flour.stockQuantity)).toBe(100000 - preparedCount);
  } finally {
    await database.close();
  }
}

describe('crash safety', () => {
  it.runIf(testDatabaseKind === 'pglite')(
    'keeps every acknowledged write on PGlite after SIGKILL',
    async () => {
      const dataDir = path.join(work, 'pglite');
      await runScenario({ DATA_DIR: dataDir }, () => openDatabase({ dataDir }));
    },
    120_000,
  );

  it.runIf(testDatabaseKind === 'postgres')(
    'keeps every acknowledged write on PostgreSQL after SIGKILL',
    async () => {
      const ctx = await createTestApp();
      try {
        await runScenario(
          {
            DATABASE_URL: ctx.databaseUrl!,
            AUTH_SECRET: 'c'.repeat(32),
            BILLING_MODE: 'test',
            DATA_DIR: path.join(work, 'pg'),
          },
          () => openDatabase({ url: ctx.databaseUrl! }),
        );
      } finally {
        await ctx.close();
      }
    },
    120_000,
  );
});
