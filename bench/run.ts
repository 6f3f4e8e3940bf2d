/**
 * `npm run bench`: builds the app into .tmp/dist-bench, measures everything issue 9 asks for and writes
 * docs/benchmarks.md (raw figures in .tmp/bench-results.json). BENCH_QUICK=1 for a short run;
 * BENCH_DATABASE_URL adds PostgreSQL; BENCH_SKIP_BUILD=1 reuses the last build; BENCH_REPORT_ONLY=1 rewrites
 * the report from the last results without measuring; BENCH_ONLY=web measures only the web (sizes and
 * Lighthouse on the small dataset) and rewrites that part of the report.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { generateDataset } from './data/generate';
import { datasetTarget, isGenerated, type DatasetTarget } from './data/target';
import { measureBaseline, measureScenarios, type LoadSettings } from './http/run-http';
import { cpuCounters, stealShare } from './lib/cpu-steal';
import { startAppServer } from './lib/server';
import { signIn } from './lib/session';
import { RESTAURANT_EMAIL } from './data/profiles';
import { measureChatLatency } from './realtime/chat-latency';
import { holdIdleConnections } from './realtime/idle-connections';
import type { BenchResults } from './report/results';
import { rewriteWebReport, writeReport } from './report/write-report';
import { measureRouteSizes } from './web/bundle-sizes';
import { entryComposition } from './web/entry-composition';
import { runLighthouse } from './web/lighthouse';

const DIST = '.tmp/dist-bench';
const quick = process.env.BENCH_QUICK === '1';
const settings: LoadSettings = { seconds: quick ? 3 : 10, connections: 10, rate: 200 };
const kinds: Array<DatasetTarget['kind']> = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/** Lighthouse's pages: the landing, the sign-in page and the signed-in pages issue 20 names. */
const LIGHTHOUSE_PAGES = (
  process.env.BENCH_PAGES?.split(',') ?? [
    '/',
    '/auth',
    '/dashboard',
    '/productos',
    '/marketplace',
    '/recetario',
    '/mensajes',
  ]
).filter(Boolean);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (quick ? 1 : 3));
const started = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const results: BenchResults = {
  date: new Date().toISOString(),
  quick,
  settings,
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadBefore: os.loadavg(),
    loadAfter: [],
  },
  baseline: undefined!,
  http: [],
  realtime: [],
  startup: [],
  web: { routes: [], composition: [] },
  lighthouse: [],
  errors: [],
};

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log(`Construyendo en ${DIST}…`);
    execSync('npm run build', { stdio: 'ignore', env: { ...process.env, ALACENA_DIST: DIST } });
  }
  results.web.routes = measureRouteSizes(`${DIST}/web`);
  const landing = results.web.routes[0];
  if (landing.jsBytes + landing.cssBytes > 100 * 1024) results.web.composition = await entryComposition();

  log('Línea base: Fastify sin nada más');
  results.baseline = await measureBaseline(settings, 3230);
  log(
    `    base         ${results.baseline.max.rps.toFixed(0).padStart(6)} req/s  p99 ${results.baseline.max.p99} ms | a ${settings.rate} req/s: p99 ${results.baseline.fixed.p99} ms`,
  );

  for (const [index, kind] of kinds.entries()) {
    for (const profile of ['small', 'large'] as const) {
      const target = datasetTarget(profile, kind);
      if (profile === 'small' || !isGenerated(target)) {
        log(`Generando datos "${profile}" (${kind})…`);
        await generateDataset(target, () => {});
      }
      await measureDataset(target, 3231 + index);
    }
    await measureStartup(datasetTarget('large', kind), 3235 + index);
  }
  results.machine.loadAfter = os.loadavg();
  writeReport(results);
  log('Escrito docs/benchmarks.md');
}

async function measureDataset(target: DatasetTarget, port: number) {
  log(`Servidor ${target.kind}, datos "${target.profile}"`);
  const server = await startAppServer(DIST, target, port);
  try {
    results.http.push(...(await measureScenarios(settings, server.url, target, log)));
    if (target.profile !== 'large') return;
    const chat = await measureChatLatency(server.url, quick ? 50 : 200);
    log(`    chat: p50 ${chat.p50.toFixed(1)} ms, p95 ${chat.p95.toFixed(1)} ms`);
    const idle = await holdIdleConnections(server, 2000);
    log(
      `    ${idle.held} WebSockets inactivos: RSS ${(idle.rssAfterBytes / 2 ** 20).toFixed(0)} MB (antes ${(idle.rssBeforeBytes / 2 ** 20).toFixed(0)} MB)`,
    );
    results.realtime.push({ database: target.kind, chat, idle });
    if (target.kind === 'pglite') await measureLighthouse(server.url);
  } finally {
    await server.stop();
  }
}

async function measureLighthouse(url: string) {
  const cookie = await signIn(url, RESTAURANT_EMAIL);
  const pages = LIGHTHOUSE_PAGES.map((path) => (path === '/' || path === '/auth' ? { path } : { path, cookie }));
  const before = cpuCounters();
  results.lighthouse = await runLighthouse(url, pages, LIGHTHOUSE_RUNS);
  results.machine.lighthouseSteal = stealShare(before, cpuCounters()) ?? undefined;
  for (const score of results.lighthouse) {
    log(
      `    Lighthouse ${score.path}: ${score.performance}/${score.accessibility}, LCP ${score.lcpMs.toFixed(0)} ms (${score.lcpElement ?? '—'}), TBT ${score.tbtMs.toFixed(0)} ms`,
    );
  }
}

/** BENCH_ONLY=web: the build's sizes and Lighthouse on the small PGlite dataset; rewrites the report's web part. */
async function measureWebOnly() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log(`Construyendo en ${DIST}…`);
    execSync('npm run build', { stdio: 'ignore', env: { ...process.env, ALACENA_DIST: DIST } });
  }
  results.web.routes = measureRouteSizes(`${DIST}/web`);
  const target = datasetTarget('small', 'pglite');
  log('Generando datos "small" (pglite)…');
  await generateDataset(target, () => {});
  const server = await startAppServer(DIST, target, 3231);
  try {
    await measureLighthouse(server.url);
  } finally {
    await server.stop();
  }
  results.machine.loadAfter = os.loadavg();
  rewriteWebReport(results);
  log('Reescrita la parte web de docs/benchmarks.md');
}

/** Start-up on the existing large dataset, several times; the median is the figure. */
async function measureStartup(target: DatasetTarget, port: number) {
  const runsMs: number[] = [];
  for (let run = 0; run < (quick ? 1 : 3); run += 1) {
    const server = await startAppServer(DIST, target, port);
    runsMs.push(server.startupMs);
    await server.stop();
  }
  log(`    arranque (${target.kind}, datos grandes): ${runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  results.startup.push({ database: target.kind, dataset: target.profile, runsMs });
}

const RESULTS = '.tmp/bench-results.json';

if (process.env.BENCH_REPORT_ONLY === '1') {
  writeReport(JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as BenchResults);
  console.log(`Escrito docs/benchmarks.md desde ${RESULTS}`);
} else {
  (process.env.BENCH_ONLY === 'web' ? measureWebOnly() : main())
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      fs.mkdirSync('.tmp', { recursive: true });
      fs.writeFileSync(
        process.env.BENCH_ONLY === 'web' ? '.tmp/bench-web-results.json' : RESULTS,
        JSON.stringify(results, null, 2),
      );
    });
}
