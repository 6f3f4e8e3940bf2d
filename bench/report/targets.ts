import type { ScenarioFigure } from '../http/run-http';
import type { BenchResults } from './results';
import { REASONS } from './reasons';

export interface TargetRow {
  figure: string;
  measured: string;
  target: string;
  met: boolean;
  reason: string;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const dbName = (kind: string) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
const failures = (figure: ScenarioFigure) => figure.max.failures + figure.fixed.failures;
/** The hand-written cause of a miss (bench/report/reasons.ts), or what the figures themselves say. */
const why = (key: string, fallback = 'sin diagnóstico escrito aún: ver las tablas de detalle') =>
  REASONS[key] ?? fallback;

/** The routes issue 20 sets its first-load and Lighthouse targets for. */
const ISSUE_20_ROUTES = new Set(['/auth', '/dashboard', '/productos', '/marketplace', '/recetario', '/mensajes']);

/** Every target of issues 9 and 20 against this run's figures. */
export function evaluateTargets(results: BenchResults): TargetRow[] {
  const rows: TargetRow[] = [];
  const { baseline, settings } = results;
  for (const figure of results.http) {
    const where = `${figure.scenario.label} · ${dbName(figure.database)} · datos ${figure.dataset === 'large' ? 'grandes' : 'pequeños'}`;
    const broken = failures(figure) > 0 ? `; ${failures(figure)} respuestas no 2xx` : '';
    if (figure.scenario.kind === 'read') {
      const ratio = figure.max.rps / baseline.max.rps;
      rows.push({
        figure: `req/s · ${where}`,
        measured: `${figure.max.rps.toFixed(0)} req/s (${(ratio * 100).toFixed(1)} % de la base)`,
        target: '≥ 50 % de la base',
        met: ratio >= 0.5 && failures(figure) === 0,
        reason: why(`rps:${figure.scenario.id}:${figure.database}`) + broken,
      });
    }
    rows.push({
      figure: `p99 a ${settings.rate} req/s · ${where}`,
      measured: `${ms(figure.fixed.p99)} (${figure.fixed.rps.toFixed(0)} req/s servidos)`,
      target: '≤ 25 ms',
      met: figure.fixed.p99 <= 25 && failures(figure) === 0,
      reason: why(`p99:${figure.scenario.id}:${figure.database}`) + broken,
    });
  }
  for (const large of results.http.filter((figure) => figure.dataset === 'large')) {
    const small = results.http.find(
      (figure) =>
        figure.dataset === 'small' && figure.database === large.database && figure.scenario.id === large.scenario.id,
    );
    if (!small) continue;
    const slower = small.max.rps / large.max.rps;
    const p99Ratio = large.fixed.p99 / small.fixed.p99;
    rows.push({
      figure: `grandes vs pequeños · ${large.scenario.label} · ${dbName(large.database)}`,
      measured: `req/s ÷${slower.toFixed(2)}; p99 a ${settings.rate} req/s ×${p99Ratio.toFixed(2)}`,
      target: 'dentro de 2×',
      met: slower <= 2 && p99Ratio <= 2,
      reason: why(`scale:${large.scenario.id}:${large.database}`),
    });
  }
  for (const { database, chat, idle } of results.realtime) {
    rows.push({
      figure: `Latencia del chat entre dos WebSockets · ${dbName(database)}`,
      measured: `p50 ${ms(chat.p50)}, p95 ${ms(chat.p95)} (${chat.messages} mensajes)`,
      target: 'se informa (sin meta numérica)',
      met: true,
      reason: '',
    });
    rows.push({
      figure: `2,000 WebSockets inactivos · ${dbName(database)}`,
      measured: `${idle.held} abiertos (métrica: ${idle.gauge}); RSS ${(idle.rssAfterBytes / 2 ** 20).toFixed(0)} MB (antes ${(idle.rssBeforeBytes / 2 ** 20).toFixed(0)} MB)`,
      target: '2,000 sostenidos; RSS informado',
      met: idle.held === 2000,
      reason: idle.held === 2000 ? '' : why(`idle:${database}`),
    });
  }
  for (const route of results.web.routes) {
    const total = route.jsBytes + route.cssBytes;
    if (route.route === '/' || !ISSUE_20_ROUTES.has(route.route)) {
      const limit = route.route === '/' ? 100 : 200;
      rows.push({
        figure: `Primera carga ${route.route} (JS + CSS, gzip enviado)`,
        measured: `${kb(total)} (JS ${kb(route.jsBytes)}, CSS ${kb(route.cssBytes)})`,
        target: `≤ ${limit} KB`,
        met: total <= limit * 1024,
        reason: why(route.route === '/' ? 'web:/' : 'web:page'),
      });
      continue;
    }
    rows.push({
      figure: `Primera carga ${route.route} (JS, gzip enviado)`,
      measured: `JS ${kb(route.jsBytes)} (brotli ${kb(route.jsBrotliBytes ?? route.jsBytes)}); CSS ${kb(route.cssBytes)}`,
      target: '≤ 120 KB',
      met: route.jsBytes <= 120 * 1024,
      reason: why('web:page'),
    });
  }
  for (const score of results.lighthouse) {
    rows.push({
      figure: `Lighthouse móvil ${score.path}: rendimiento`,
      measured: `${score.performance} (LCP ${ms(score.lcpMs)}, TBT ${ms(score.tbtMs)})`,
      target: '≥ 95',
      met: score.performance >= 95,
      reason: score.error ? `Lighthouse no pudo medir: ${score.error}` : why(`lighthouse-performance:${score.path}`),
    });
    if (ISSUE_20_ROUTES.has(score.path)) {
      rows.push({
        figure: `Lighthouse móvil ${score.path}: LCP y TBT`,
        measured: `LCP ${ms(score.lcpMs)}, TBT ${ms(score.tbtMs)}`,
        target: 'LCP ≤ 2.0 s, TBT ≤ 150 ms',
        met: score.lcpMs <= 2000 && score.tbtMs <= 150,
        reason: why(`lighthouse-performance:${score.path}`),
      });
    }
    rows.push({
      figure: `Lighthouse móvil ${score.path}: accesibilidad`,
      measured: String(score.accessibility),
      target: '100',
      met: score.accessibility === 100,
      reason: score.failedAccessibility.length ? `Auditorías fallidas: ${score.failedAccessibility.join('; ')}` : '',
    });
  }
  for (const startup of results.startup) {
    const sorted = [...startup.runsMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    rows.push({
      figure: `Arranque hasta el primer 200 de /api/health · ${dbName(startup.database)}, datos grandes`,
      measured: `${(median / 1000).toFixed(2)} s (mediana de ${startup.runsMs.map((run) => (run / 1000).toFixed(2)).join(', ')} s)`,
      target: '≤ 3 s',
      met: median <= 3000,
      reason: why(`startup:${startup.database}`),
    });
  }
  return rows.map((row) => (row.met ? { ...row, reason: row.reason.startsWith('Auditorías') ? row.reason : '' } : row));
}
