import fs from 'node:fs';
import { FINDINGS } from './findings';
import { EARLIER_RUNS } from './history';
import type { BenchResults } from './results';
import { evaluateTargets, type TargetRow } from './targets';
import { webReportLines } from './web-report';

const dbName = (kind: string) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
/** A table cell: pipes escaped, control characters (Vite's virtual module ids start with NUL) dropped. */
const cell = (text: string) => text.replace(/[\u0000-\u001f]/g, '').replace(/\|/g, '\\|');

/** The sections writeReport writes; any other `## ` section of the report was written by hand. */
const WRITTEN =
  /^## (Resumen|HTTP en detalle|Tiempo real|Web: primera carga|Lighthouse|Hallazgos y arreglos|Cómo reproducir|Errores de esta corrida)/;

/** The report's hand-written `## ` sections (with their `###` parts), in their order: a new run keeps them. */
function handWrittenSections(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split(/^(?=## )/m)
    .filter((section) => section.startsWith('## ') && !WRITTEN.test(section))
    .flatMap((section) => section.trimEnd().split('\n').concat(''));
}

/** docs/benchmarks.md from one run's results; the hand-written sections of the file it replaces stay, before "Tiempo real". */
export function writeReport(results: BenchResults, file = 'docs/benchmarks.md') {
  const rows = evaluateTargets(results);
  const met = rows.filter((row) => row.met).length;
  const { machine, settings, baseline } = results;
  const lines = [
    '# Benchmarks',
    '',
    `Medido el ${results.date.slice(0, 10)} con \`npm run bench\`${results.quick ? ' (BENCH_QUICK=1: corridas cortas)' : ''}; este archivo lo escribe el benchmark (bench/report/).`,
    '',
    `- Máquina: ${machine.cpus} núcleos (${machine.model}), ${machine.memoryGb} GB de RAM, Node ${machine.node}.`,
    `- Carga del sistema (1/5/15 min) al empezar: ${machine.loadBefore.map((value) => value.toFixed(2)).join(' / ')}; al terminar: ${machine.loadAfter.map((value) => value.toFixed(2)).join(' / ')}.`,
    '  Otros procesos (los de otros ingenieros) compartían los dos núcleos; una carga por encima de 2 significa que el servidor y autocannon esperaban CPU.',
    ...(baseline.fixed.p99 > 25
      ? [
          `- En esta corrida la línea base (Fastify sin nada) ya tuvo p99 de ${baseline.fixed.p99} ms a ${settings.rate} req/s: con la máquina así de cargada, la meta de p99 ≤ 25 ms no se puede cumplir ni sin la app.`,
        ]
      : []),
    `- HTTP: autocannon en loopback contra \`node dist/server/main.js\` con NODE_ENV=production; ${settings.connections} conexiones, ${settings.seconds} s por corrida tras 2 s de calentamiento; la latencia objetivo se mide a ${settings.rate} req/s fijos (\`overallRate\`).`,
    '- Datos "grandes": `npm run bench:data` (5,000 productos, 200 contactos, 20,000 órdenes con 200,000 partidas, 1,000,000 movimientos, 1,000 proveedores suscritos con 100,000 productos, 100,000 mensajes, 500 recetas). Datos "pequeños": el mismo generador al 1 %.',
    '',
    `## Resumen: ${met} de ${rows.length} metas cumplidas`,
    '',
    '| Cifra | Medido | Meta | ¿Cumple? | Motivo si no |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(targetLine),
    '',
    '## HTTP en detalle',
    '',
    `Línea base (Fastify con una ruta que responde \`{ok:true}\`, su propio proceso): **${baseline.max.rps.toFixed(0)} req/s**, p50 ${baseline.max.p50} ms, p99 ${baseline.max.p99} ms; a ${settings.rate} req/s p99 ${baseline.fixed.p99} ms.`,
    '',
    `| Escenario | Base de datos | Datos | req/s | × base | p50 / p99 a máxima carga | p99 a ${settings.rate} req/s | no 2xx |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.http.map(
      (figure) =>
        `| ${cell(figure.scenario.label)} | ${dbName(figure.database)} | ${figure.dataset === 'large' ? 'grandes' : 'pequeños'} | ${figure.max.rps.toFixed(0)} | ${(figure.max.rps / baseline.max.rps).toFixed(3)} | ${figure.max.p50} / ${figure.max.p99} ms | ${figure.fixed.p99} ms | ${figure.max.failures + figure.fixed.failures} |`,
    ),
    '',
    '### Antes y después',
    '',
    `req/s a máxima carga (p99 a ${settings.rate} req/s). Corridas anteriores: ${EARLIER_RUNS.map((run, index) => `(${index + 1}) ${run.label}`).join('; ')}. La carga de la máquina cambia entre corridas: comparar con cautela.`,
    '',
    `| Escenario | Base de datos | Datos | ${EARLIER_RUNS.map((_, index) => `(${index + 1})`).join(' | ')} | Esta corrida |`,
    `| --- | --- | --- | ${EARLIER_RUNS.map(() => '---').join(' | ')} | --- |`,
    ...results.http.map((figure) => {
      const key = `${figure.database}:${figure.dataset}:${figure.scenario.id}`;
      const earlier = EARLIER_RUNS.map((run) =>
        run.figures[key] ? `${run.figures[key][0]} (${run.figures[key][1]} ms)` : '—',
      );
      return `| ${cell(figure.scenario.label)} | ${dbName(figure.database)} | ${figure.dataset === 'large' ? 'grandes' : 'pequeños'} | ${earlier.join(' | ')} | ${figure.max.rps.toFixed(0)} (${figure.fixed.p99} ms) |`;
    }),
    '',
    ...handWrittenSections(file),
    '## Tiempo real',
    '',
    ...results.realtime.flatMap(({ database, chat, idle }) => [
      `- ${dbName(database)}, datos grandes: ${chat.messages} mensajes del restaurante al proveedor (POST → 'message.created' en el WebSocket del otro): p50 ${chat.p50.toFixed(1)} ms, p95 ${chat.p95.toFixed(1)} ms, máximo ${chat.max.toFixed(1)} ms.`,
      `- ${dbName(database)}: ${idle.held} WebSockets autenticados inactivos; RSS del servidor ${(idle.rssBeforeBytes / 2 ** 20).toFixed(0)} MB antes y ${(idle.rssAfterBytes / 2 ** 20).toFixed(0)} MB con ellos abiertos (≈ ${((idle.rssAfterBytes - idle.rssBeforeBytes) / idle.held / 1024).toFixed(1)} KB por conexión).`,
    ]),
    '',
    ...webReportLines(results),
    '## Hallazgos y arreglos',
    '',
    ...FINDINGS.map((finding, index) => `${index + 1}. ${finding}`),
    '',
    '## Cómo reproducir',
    '',
    '```sh',
    'npm run bench:data                       # datos grandes en .tmp/bench-data (PGlite), unos minutos',
    'npm run bench                            # todo lo anterior; ~15 min en 2 núcleos (BENCH_QUICK=1: ~5 min)',
    '# PostgreSQL además de PGlite (la base se recrea; su nombre debe contener "bench"):',
    'BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/alacena_bench npm run bench:data',
    'BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/alacena_bench npm run bench',
    '```',
    '',
    'Ver bench/README.md para qué mide cada archivo.',
    ...(results.errors.length
      ? ['', '## Errores de esta corrida', '', ...results.errors.map((error) => `- ${error}`)]
      : []),
    '',
  ];
  fs.mkdirSync('docs', { recursive: true });
  fs.writeFileSync(file, lines.join('\n'));
}

const WEB_START = '## Web: primera carga por ruta';
const WEB_END = '## Hallazgos y arreglos';

const targetLine = (row: TargetRow) =>
  `| ${cell(row.figure)} | ${cell(row.measured)} | ${row.target} | ${row.met ? 'sí' : '**no**'} | ${cell(row.reason)} |`;

/** The summary's rows that the web run measures (first loads and Lighthouse). */
const WEB_TARGET = /^\| (Primera carga|Lighthouse móvil) /;
const WEB_ROWS_NOTE = 'Las filas de primera carga y de Lighthouse son de la corrida web del';
const SUMMARY_HEADING = new RegExp(`^## Resumen: \\d+ de \\d+ metas cumplidas$(\\n\\n${WEB_ROWS_NOTE} .*$)?`, 'm');

/**
 * BENCH_ONLY=web: replaces the web part of an existing report with this run's figures, and the summary's web
 * rows with this run's targets (the other rows keep the full run's figures).
 */
export function rewriteWebReport(results: BenchResults, file = 'docs/benchmarks.md') {
  const report = fs.readFileSync(file, 'utf8');
  const start = report.indexOf(WEB_START);
  const end = report.indexOf(WEB_END);
  if (start < 0 || end < start) throw new Error(`${file} no tiene la parte web`);
  const withWebPart = report.slice(0, start) + webReportLines(results).join('\n') + '\n' + report.slice(end);
  const lines = withWebPart.split('\n');
  const first = lines.findIndex((line) => WEB_TARGET.test(line));
  if (first < 0) throw new Error(`${file} no tiene las metas web en su resumen`);
  const kept = lines.filter((line) => !WEB_TARGET.test(line));
  kept.splice(first, 0, ...evaluateTargets(results).map(targetLine));
  const targets = kept.filter((line) => /^\| .* \| (sí|\*\*no\*\*) \| .*\|$/.test(line));
  const met = targets.filter((line) => / \| sí \| /.test(line)).length;
  const heading = [
    `## Resumen: ${met} de ${targets.length} metas cumplidas`,
    '',
    `${WEB_ROWS_NOTE} ${results.date.slice(0, 16).replace('T', ' ')} UTC (\`BENCH_ONLY=web\`); las demás, de la corrida completa de arriba.`,
  ].join('\n');
  fs.writeFileSync(file, kept.join('\n').replace(SUMMARY_HEADING, heading));
}
