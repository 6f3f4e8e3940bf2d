/**
 * `npm run bench:receipts`: reads every sample in bench/receipts/samples with the offline reader
 * (the same code the server runs) and reports seconds per receipt and line-item precision, recall
 * and F1, for clean and degraded images; writes docs/benchmarks-receipts.md. RECEIPTS_VERBOSE=1
 * prints the lines it missed or got wrong.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReceiptReading } from '../../src/common/receipts';
import { OcrEngine } from '../../src/server/features/receipts/ocr/ocr-engine';
import { readReceiptOffline } from '../../src/server/features/receipts/offline-reader';
import type { Truth } from './layouts';
import { f1, median, scoreItems, type Score } from './score';
import { writeReport, type SampleResult } from './report';

const SAMPLES_DIR = path.join(import.meta.dirname, 'samples');
const verbose = process.env.RECEIPTS_VERBOSE === '1';

type Sample = Truth & { file: string; layout: string; degraded: boolean; effects: string[] };

async function main() {
  const samples: Sample[] = fs
    .readdirSync(SAMPLES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(SAMPLES_DIR, file), 'utf8')));
  const engine = new OcrEngine();
  const loadBefore = os.loadavg();
  const initStarted = performance.now();
  await engine.recognize(fs.readFileSync(path.join(SAMPLES_DIR, samples[0].file)));
  const warmUp = (performance.now() - initStarted) / 1000;

  const results: SampleResult[] = [];
  for (const sample of samples) {
    const bytes = fs.readFileSync(path.join(SAMPLES_DIR, sample.file));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const reading: ReceiptReading = await readReceiptOffline(bytes, engine);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const score = scoreItems(reading.items, sample.items);
    results.push({
      file: sample.file,
      layout: sample.layout,
      degraded: sample.degraded,
      effects: sample.effects,
      seconds,
      cpuSeconds,
      score,
      supplierOk: reading.supplier === sample.supplier,
      dateOk: reading.date === sample.date,
      totalOk: reading.total !== null && Number(reading.total) === Number(sample.total),
    });
    const { f1: value } = f1(score);
    console.log(`${sample.file.padEnd(30)} ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s)  F1 ${value.toFixed(2)}  (${score.matched}/${score.truth}, leídos ${score.read})`);
    if (verbose) {
      for (const item of score.missed) console.log(`   falta   ${item.quantity} ${item.unit} ${item.name} ${item.unitPrice} = ${item.total}`);
      for (const item of score.wrong) console.log(`   erróneo ${item.quantity} ${item.unit} ${item.name} ${item.unitPrice} = ${item.total} (${item.confidence})`);
      if (!results.at(-1)!.totalOk || !results.at(-1)!.dateOk || !results.at(-1)!.supplierOk) console.log(`   cabecera: ${reading.supplier} | ${reading.date} | ${reading.total}`);
    }
  }
  await engine.close();

  const group = (degraded: boolean) => {
    const chosen = results.filter((result) => result.degraded === degraded);
    const total: Score = chosen.reduce((sum, result) => ({ truth: sum.truth + result.score.truth, read: sum.read + result.score.read, matched: sum.matched + result.score.matched }), { truth: 0, read: 0, matched: 0 });
    return { count: chosen.length, medianSeconds: median(chosen.map((result) => result.seconds)), medianCpuSeconds: median(chosen.map((result) => result.cpuSeconds)), ...f1(total), ...total };
  };
  const clean = group(false);
  const degraded = group(true);
  const all = median(results.map((result) => result.seconds));
  const allCpu = median(results.map((result) => result.cpuSeconds));
  for (const [label, figures] of [['limpios', clean], ['degradados', degraded]] as const) {
    console.log(`${label.padEnd(11)} mediana ${figures.medianSeconds.toFixed(2)} s (CPU ${figures.medianCpuSeconds.toFixed(2)} s)  precisión ${figures.precision.toFixed(3)}  exhaustividad ${figures.recall.toFixed(3)}  F1 ${figures.f1.toFixed(3)}`);
  }
  const file = writeReport({ results, clean, degraded, medianSeconds: all, medianCpuSeconds: allCpu, warmUp, loadBefore, loadAfter: os.loadavg() });
  console.log(`Informe: ${file}`);
}

await main();
