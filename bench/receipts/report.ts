import fs from 'node:fs';
import os from 'node:os';
import { f1, type Score } from './score';

export interface SampleResult {
  file: string;
  layout: string;
  degraded: boolean;
  effects: string[];
  seconds: number;
  /** CPU time of the process (all its threads) for this receipt: what it costs on an idle core. */
  cpuSeconds: number;
  score: Score & { unitsRight: number };
  supplierOk: boolean;
  dateOk: boolean;
  totalOk: boolean;
}

interface GroupFigures extends Score {
  count: number;
  medianSeconds: number;
  medianCpuSeconds: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface ReceiptBench {
  results: SampleResult[];
  clean: GroupFigures;
  degraded: GroupFigures;
  medianSeconds: number;
  medianCpuSeconds: number;
  warmUp: number;
  loadBefore: number[];
  loadAfter: number[];
}

const TARGETS = { clean: 0.9, degraded: 0.75, seconds: 3 };
const yes = (met: boolean) => (met ? 'sí' : '**no**');
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
const count = (results: SampleResult[], key: 'supplierOk' | 'dateOk' | 'totalOk') => `${results.filter((result) => result[key]).length}/${results.length}`;

/** docs/benchmarks-receipts.md from one run. */
export function writeReport(bench: ReceiptBench, file = 'docs/benchmarks-receipts.md') {
  const { clean, degraded, results } = bench;
  const cpu = os.cpus();
  const lines = [
    '# Benchmark: lectura de recibos sin conexión',
    '',
    `Medido el ${new Date().toISOString().slice(0, 10)} con \`npm run bench:receipts\`; este archivo lo escribe el benchmark (bench/receipts/).`,
    '',
    `- Máquina: ${cpu.length} núcleos (${cpu[0]?.model ?? ''}), Node ${process.version}; un solo worker de tesseract.js (un núcleo), como en el servidor.`,
    `- Carga del sistema (1/5/15 min) al empezar: ${load(bench.loadBefore)}; al terminar: ${load(bench.loadAfter)}. Otros procesos compartían los núcleos; con carga mayor que el número de núcleos los tiempos crecen.`,
    `- Arranque del worker y primera lectura (no cuentan en la mediana): ${bench.warmUp.toFixed(2)} s.`,
    '- Muestras: `bench/receipts/samples/` (generadas por `npx tsx bench/receipts/generate.ts`): 24 recibos en 3 formatos (ticket de una línea, ticket de supermercado de dos líneas, nota de remisión), 12 limpios y 12 degradados (desenfoque, ruido, rotación ±2°, bajo contraste, artefactos JPEG), cada uno con su JSON de verdad.',
    '- Una partida cuenta como acierto cuando el nombre coincide (ignorando mayúsculas, acentos y puntuación; a lo más 1 carácter de cada 10 distinto) y la cantidad y el importe son exactos.',
    '',
    '## Resumen',
    '',
    '| Conjunto | Recibos | Partidas | Leídas | Aciertos | Precisión | Exhaustividad | F1 | Meta F1 | ¿Cumple? | Mediana s/recibo | Mediana s de CPU |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...([['Limpios', clean, TARGETS.clean], ['Degradados', degraded, TARGETS.degraded]] as const).map(
      ([label, group, target]) =>
        `| ${label} | ${group.count} | ${group.truth} | ${group.read} | ${group.matched} | ${group.precision.toFixed(3)} | ${group.recall.toFixed(3)} | ${group.f1.toFixed(3)} | ≥ ${target} | ${yes(group.f1 >= target)} | ${group.medianSeconds.toFixed(2)} | ${group.medianCpuSeconds.toFixed(2)} |`,
    ),
    '',
    `Mediana de todos los recibos: **${bench.medianSeconds.toFixed(2)} s** de reloj (meta ≤ ${TARGETS.seconds} s: ${yes(bench.medianSeconds <= TARGETS.seconds)}); **${bench.medianCpuSeconds.toFixed(2)} s de CPU** (lo que tarda con un núcleo libre).`,
    `Cabecera: proveedor ${count(results, 'supplierOk')}, fecha ${count(results, 'dateOk')}, total ${count(results, 'totalOk')}. Unidad normalizada correcta en ${results.reduce((sum, result) => sum + result.score.unitsRight, 0)} de ${results.reduce((sum, result) => sum + result.score.matched, 0)} aciertos.`,
    '',
    '## Por recibo',
    '',
    '| Archivo | Degradación | s | s CPU | Partidas | Aciertos | Leídas | F1 | Proveedor | Fecha | Total |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (result) =>
        `| ${result.file} | ${result.effects.join(', ') || '—'} | ${result.seconds.toFixed(2)} | ${result.cpuSeconds.toFixed(2)} | ${result.score.truth} | ${result.score.matched} | ${result.score.read} | ${f1(result.score).f1.toFixed(2)} | ${result.supplierOk ? 'sí' : 'no'} | ${result.dateOk ? 'sí' : 'no'} | ${result.totalOk ? 'sí' : 'no'} |`,
    ),
    '',
  ];
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}
