/**
 * `npm run bench:receipts`: generates the varied splits (generate-varied.ts), reads every sample
 * with the offline reader (the same code the server runs) and reports seconds per receipt and
 * line-item precision, recall and F1 per set (original, ajuste = tuning, reservado, reservado-2,
 * reservado-3 … reservado-39 = held out, and all of them together) and per damage (clean, damaged, photo); writes docs/benchmarks-receipts.md.
 * RECEIPTS_VERBOSE=1 prints the lines it missed or got wrong (never on a held-out split);
 * RECEIPTS_ONLY=reservado scores one set (and generates only its split); RECEIPTS_GENERATE=0 reuses
 * the generated files, and needs only the scored split's; RECEIPTS_PROCESSES=2 reads in two processes
 * (processes.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReceiptReading } from '../../src/common/receipts';
import { OcrEngine, OcrTimeoutError } from '../../src/server/features/receipts/ocr/ocr-engine';
import { readReceiptOffline } from '../../src/server/features/receipts/offline-reader';
import type { Truth } from './layouts';
import { generateVaried, VARIED_DIR } from './generate-varied';
import { scoreItems, f1 } from './score';
import { isHeldOut, summarise, writeReport, type SampleResult } from './report';
import { readInProcesses, samplesOfShard, shardOfThisProcess, writeShard, type ShardReading } from './processes';

const SAMPLES_DIR = path.join(import.meta.dirname, 'samples');
const verbose = process.env.RECEIPTS_VERBOSE === '1';
/** A receipt is read at most this many times when the OCR worker stops answering. */
const READ_ATTEMPTS = 3;

type Sample = Truth & {
  file: string;
  layout: string;
  degraded: boolean;
  damage?: string;
  effects: string[];
  dir: string;
  set: string;
};

/** The newest held-out split: reservado-N reads .varied/heldoutN (reservado reads .varied/heldout). */
const LAST_HELD_OUT = 39;

/**
 * The sets scored apart: the old set (the parser was tuned on its generator), the varied tuning split
 * and the held-out splits; only the one named when `only` is given, so that scoring one split needs
 * only that split generated.
 */
function receiptSets(only?: string): Array<{ set: string; dir: string }> {
  const sets = [
    { set: 'original', dir: SAMPLES_DIR },
    { set: 'ajuste', dir: path.join(VARIED_DIR, 'tuning') },
    { set: 'reservado', dir: path.join(VARIED_DIR, 'heldout') },
    ...Array.from({ length: LAST_HELD_OUT - 1 }, (_, index) => ({
      set: `reservado-${index + 2}`,
      dir: path.join(VARIED_DIR, `heldout${index + 2}`),
    })),
    // More tuning receipts, all dot-matrix: only when asked for (RECEIPTS_ONLY=ajuste-puntos).
    ...(only === 'ajuste-puntos' ? [{ set: 'ajuste-puntos', dir: path.join(VARIED_DIR, 'tuning-dots') }] : []),
    // And the five-number column receipts of decision 092 (RECEIPTS_ONLY=ajuste-columnas).
    ...(only === 'ajuste-columnas' ? [{ set: 'ajuste-columnas', dir: path.join(VARIED_DIR, 'tuning-columns') }] : []),
  ].filter(({ set }) => !only || set === only);
  if (sets.length === 0) throw new Error(`No hay un conjunto llamado ${only}`);
  return sets;
}

/** Writes every split, or only the named set's. */
async function generate(sets: Array<{ set: string; dir: string }>, only?: string) {
  if (!only) await generateVaried();
  else for (const { dir } of sets) if (dir.startsWith(VARIED_DIR)) await generateVaried(VARIED_DIR, path.basename(dir));
}

function loadSamples(sets: Array<{ set: string; dir: string }>): Sample[] {
  return sets.flatMap(({ set, dir }) => {
    if (!fs.existsSync(dir))
      throw new Error(
        `Faltan las muestras de ${set}: npx tsx bench/receipts/generate-varied.ts ${path.relative(process.cwd(), VARIED_DIR)} ${path.basename(dir)}`,
      );
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => ({ ...JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), dir, set }));
  });
}

/** Reads each sample with the offline reader, one at a time, as the server does. */
async function readSamples(samples: Sample[]): Promise<ShardReading> {
  // The server's 30 s per image guards a request; on cores shared with other jobs one slow receipt
  // must not end the whole run.
  const engine = new OcrEngine({ jobTimeoutMs: 60_000 });
  const english = new OcrEngine({ language: 'eng', jobTimeoutMs: 60_000 });
  const dots = new OcrEngine({ language: 'dots', jobTimeoutMs: 60_000 });
  const initStarted = performance.now();
  await engine.recognize(fs.readFileSync(path.join(samples[0].dir, samples[0].file)));
  const warmUp = (performance.now() - initStarted) / 1000;

  const results: SampleResult[] = [];
  for (const sample of samples) {
    const bytes = fs.readFileSync(path.join(sample.dir, sample.file));
    let started = performance.now();
    let cpuBefore = process.cpuUsage();
    let reading: ReceiptReading | undefined;
    for (let attempt = 1; !reading; attempt += 1) {
      try {
        reading = await readReceiptOffline(bytes, engine, english, dots);
      } catch (error) {
        // tesseract.js's worker now and then stops answering; the engine has ended it, a new one reads again.
        if (!(error instanceof OcrTimeoutError) || attempt === READ_ATTEMPTS) throw error;
        console.log(`${sample.file}: el OCR no respondió; se lee otra vez con un worker nuevo`);
        started = performance.now();
        cpuBefore = process.cpuUsage();
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const score = scoreItems(reading.items, sample.items);
    results.push({
      file: sample.file,
      set: sample.set,
      damage: sample.damage ?? (sample.degraded ? 'damaged' : 'clean'),
      bytes: bytes.length,
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
    console.log(
      `${sample.file.padEnd(30)} ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s)  F1 ${value.toFixed(2)}  (${score.matched}/${score.truth}, leídos ${score.read})`,
    );
    // A held-out split's lines are never printed: looking at them would make it a tuning split.
    if (verbose && !isHeldOut(sample.set)) {
      for (const item of score.missed)
        console.log(`   falta   ${item.quantity} ${item.unit} ${item.name} ${item.unitPrice} = ${item.total}`);
      for (const item of score.wrong)
        console.log(
          `   erróneo ${item.quantity} ${item.unit} ${item.name} ${item.unitPrice} = ${item.total} (${item.confidence})`,
        );
      if (!results.at(-1)!.totalOk || !results.at(-1)!.dateOk || !results.at(-1)!.supplierOk)
        console.log(`   cabecera: ${reading.supplier} | ${reading.date} | ${reading.total}`);
    }
  }
  await Promise.all([engine.close(), english.close(), dots.close()]);
  return { results, warmUp };
}

async function main() {
  const only = process.env.RECEIPTS_ONLY;
  const sets = receiptSets(only);
  if (process.env.RECEIPTS_GENERATE !== '0') await generate(sets, only);
  const samples = loadSamples(sets);
  const shard = shardOfThisProcess();
  if (shard) return writeShard(shard, await readSamples(samplesOfShard(samples, shard)));

  const processes = Number(process.env.RECEIPTS_PROCESSES ?? 1);
  const loadBefore = os.loadavg();
  const { results, warmUp } = processes > 1 ? await readInProcesses(processes) : await readSamples(samples);
  const groups = summarise(results);
  for (const group of groups) {
    console.log(
      `${group.label.padEnd(24)} mediana ${group.medianSeconds.toFixed(2)} s (CPU ${group.medianCpuSeconds.toFixed(2)} s)  precisión ${group.precision.toFixed(3)}  exhaustividad ${group.recall.toFixed(3)}  F1 ${group.f1.toFixed(3)}`,
    );
  }
  const file = writeReport({ results, groups, warmUp, loadBefore, loadAfter: os.loadavg(), processes });
  console.log(`Informe: ${file}`);
}

await main();
