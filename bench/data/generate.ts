/**
 * `npm run bench:data [-- --profile small|large]`: builds a benchmark dataset in a fresh PGlite data
 * dir (.tmp/bench-data, or BENCH_DATA_DIR) or, with BENCH_DATABASE_URL, a recreated PostgreSQL
 * database. The restaurant signs up through the real API; every table is then one bulk SQL statement.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config';
import { openDatabase } from '../../src/server/platform/db/client';
import { loadOrCreateSecret } from '../../src/server/platform/secret';
import { createStorage } from '../../src/server/platform/storage/create-storage';
import { insertSuppliers, signUpRestaurant } from './accounts';
import { insertChat } from './chat';
import { insertInventory } from './inventory';
import { insertMarketplace } from './marketplace';
import { insertOrders } from './orders';
import { PROFILES } from './profiles';
import { insertPreparations, insertRecipes } from './recipes';
import type { StageContext } from './stage';
import { BENCH_AUTH_SECRET, markGenerated, resetTarget, type DatasetTarget } from './target';

const STAGES: Array<[string, (context: StageContext) => Promise<void>]> = [
  ['proveedores', insertSuppliers],
  ['inventario y movimientos', insertInventory],
  ['órdenes', insertOrders],
  ['marketplace', insertMarketplace],
  ['chat', insertChat],
  ['recetas', insertRecipes],
  ['preparaciones', insertPreparations],
];

export async function generateDataset(target: DatasetTarget, log: (line: string) => void) {
  const started = performance.now();
  await resetTarget(target);
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    AUTH_SECRET: target.databaseUrl ? BENCH_AUTH_SECRET : undefined,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    BILLING_MODE: 'test',
  });
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    authSecret: config.AUTH_SECRET ?? loadOrCreateSecret(config.dataDir),
    storage: await createStorage(config),
  });
  try {
    const context: StageContext = {
      run: async (statement) => void (await database.db.execute(sql.raw(statement))),
      restaurantId: await signUpRestaurant(app),
      sizes: PROFILES[target.profile],
    };
    for (const [name, stage] of STAGES) {
      const stageStarted = performance.now();
      await stage(context);
      log(`  ${name}: ${((performance.now() - stageStarted) / 1000).toFixed(1)} s`);
    }
    await context.run('analyze');
  } finally {
    await app.close();
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  markGenerated(target, seconds);
  log(`Datos "${target.profile}" listos en ${seconds.toFixed(0)} s (${target.databaseUrl ?? target.dataDir})`);
}
