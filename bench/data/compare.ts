/**
 * `npm run bench:data -- --compare`: the three reads whose cost could grow with the data (product
 * list, dashboard, marketplace search), timed in process on the small and the large dataset of each
 * database, one request at a time. Serial timings (best and median of many) are far less sensitive
 * to a busy machine than autocannon's throughput, so they say whether a read grows with the data.
 * Missing datasets are generated first. BENCH_COMPARE_READS=report-food-cost,report-week times only those reads.
 */
import os from 'node:os';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config';
import { openDatabase } from '../../src/server/platform/db/client';
import { loadOrCreateSecret } from '../../src/server/platform/secret';
import { createStorage } from '../../src/server/platform/storage/create-storage';
import { MARKETPLACE_TERM } from '../http/scenarios';
import { median, percentile } from '../lib/stats';
import { generateDataset } from './generate';
import { BENCH_PASSWORD, RESTAURANT_EMAIL } from './profiles';
import { BENCH_AUTH_SECRET, datasetTarget, isGenerated, type DatasetTarget } from './target';

/** The reads, as the web app makes them on its first page load. */
export const COMPARED_READS = [
  { id: 'products', label: 'Lista de productos', path: '/api/products' },
  { id: 'products-next', label: 'Lista de productos, 3.ª página', path: '/api/products?offset=200' },
  { id: 'dashboard', label: 'Dashboard', path: '/api/dashboard' },
  { id: 'marketplace', label: `Búsqueda en marketplace ("${MARKETPLACE_TERM}")`, path: `/api/marketplace/products?search=${MARKETPLACE_TERM}` },
  // /reportes (decision 051): what the page asks for on its first load, this month.
  { id: 'report-spend', label: 'Reporte: gasto del mes', path: '/api/reports/spend?period=this_month' },
  { id: 'report-prices', label: 'Reporte: historial de precios', path: '/api/reports/prices?period=this_month' },
  { id: 'report-food-cost', label: 'Reporte: costo de alimentos', path: '/api/reports/food-cost?period=this_month' },
  { id: 'report-waste', label: 'Reporte: merma del mes', path: '/api/reports/waste?period=this_month' },
  { id: 'report-count', label: 'Reporte: diferencias de conteo', path: '/api/reports/count-variance?period=this_month' },
  { id: 'report-inventory', label: 'Reporte: valor del inventario', path: '/api/reports/inventory-value?period=this_month' },
  { id: 'report-week', label: 'Reporte: semana (Inicio)', path: '/api/reports/week' },
] as const;

const wanted = process.env.BENCH_COMPARE_READS?.split(',');
const timedReads = () => COMPARED_READS.filter((read) => !wanted || wanted.includes(read.id));

export interface ReadTiming {
  database: DatasetTarget['kind'];
  dataset: DatasetTarget['profile'];
  id: (typeof COMPARED_READS)[number]['id'];
  bestMs: number;
  medianMs: number;
  p90Ms: number;
  p95Ms: number;
  bytes: number;
}

async function openApp(target: DatasetTarget) {
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    AUTH_SECRET: target.databaseUrl ? BENCH_AUTH_SECRET : undefined,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    BILLING_MODE: 'test',
    LOGIN_RATE_LIMIT: '100000',
  });
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    authSecret: config.AUTH_SECRET ?? loadOrCreateSecret(config.dataDir),
    storage: await createStorage(config),
  });
  return { app, close: async () => (await app.close(), await database.close()) };
}

async function signIn(app: App) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: RESTAURANT_EMAIL, password: BENCH_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`No se pudo iniciar sesión: ${response.body}`);
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * Every read `runs` times on each dataset, the datasets taking turns request by request (after a
 * warm-up), so that a busy spell of the machine hits small and large alike and their ratio holds.
 */
export async function timeReads(targets: DatasetTarget[], runs: number): Promise<ReadTiming[]> {
  const apps: Array<Awaited<ReturnType<typeof openApp>>> = [];
  try {
    for (const target of targets) apps.push(await openApp(target));
    const cookies = await Promise.all(apps.map(({ app }) => signIn(app)));
    const key = (index: number, id: string) => `${index}:${id}`;
    const times = new Map<string, number[]>();
    const bytes = new Map<string, number>();
    for (let run = -5; run < runs; run += 1) {
      for (const read of timedReads()) {
        for (const [index, { app }] of apps.entries()) {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url: read.path, headers: { cookie: cookies[index] } });
          const ms = performance.now() - started;
          if (response.statusCode !== 200) throw new Error(`${read.path}: ${response.statusCode} ${response.body}`);
          if (run >= 0) times.set(key(index, read.id), [...(times.get(key(index, read.id)) ?? []), ms]);
          bytes.set(key(index, read.id), response.rawPayload.length);
        }
      }
    }
    return targets.flatMap((target, index) =>
      timedReads().map(({ id }) => {
        const list = times.get(key(index, id))!;
        return {
          database: target.kind,
          dataset: target.profile,
          id,
          bestMs: Math.min(...list),
          medianMs: median(list),
          p90Ms: percentile(list, 90),
          p95Ms: percentile(list, 95),
          bytes: bytes.get(key(index, id))!,
        };
      }),
    );
  } finally {
    for (const { close } of apps) await close();
  }
}

const fixed = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

/** The Markdown table: each read, small and large, and large ÷ small of the median. */
export function comparisonTable(timings: ReadTiming[]): string {
  const rows = ['| Lectura | Base de datos | Pequeños: mejor / mediana / p90 / p95 | Grandes: mejor / mediana / p90 / p95 | Grandes ÷ pequeños (mediana) |'];
  rows.push('| --- | --- | --- | --- | --- |');
  for (const database of ['pglite', 'postgres'] as const) {
    for (const read of COMPARED_READS) {
      const small = timings.find((t) => t.database === database && t.dataset === 'small' && t.id === read.id);
      const large = timings.find((t) => t.database === database && t.dataset === 'large' && t.id === read.id);
      if (!small || !large) continue;
      const cell = (t: ReadTiming) => `${fixed(t.bestMs)} / ${fixed(t.medianMs)} / ${fixed(t.p90Ms)} / ${fixed(t.p95Ms)} ms`;
      rows.push(
        `| ${read.label} | ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${cell(small)} | ${cell(large)} | ×${(large.medianMs / small.medianMs).toFixed(2)} |`,
      );
    }
  }
  return rows.join('\n');
}

export async function compareDatasets(log: (line: string) => void, runs: number) {
  const kinds: Array<DatasetTarget['kind']> = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const load = os.loadavg();
  const timings: ReadTiming[] = [];
  for (const kind of kinds) {
    const targets = (['small', 'large'] as const).map((profile) => datasetTarget(profile, kind));
    for (const target of targets) {
      if (isGenerated(target)) continue;
      log(`Generando datos "${target.profile}" (${kind})…`);
      await generateDataset(target, log);
    }
    log(`Midiendo ${kind}, datos pequeños y grandes por turnos (${runs} vueltas)…`);
    timings.push(...(await timeReads(targets, runs)));
  }
  const after = os.loadavg();
  log(comparisonTable(timings));
  log(`Carga (1/5/15 min): ${load.map((l) => l.toFixed(2)).join(' / ')} → ${after.map((l) => l.toFixed(2)).join(' / ')}`);
  return timings;
}
