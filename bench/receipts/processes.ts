/**
 * RECEIPTS_PROCESSES=N: the run reads its receipts in N processes of its own, each with its own OCR
 * workers and one receipt at a time, as the server reads them. The full report reads some 3,500
 * receipts; on two cores two processes take half the wall time of one. Each receipt's CPU seconds
 * stay its own process's; its wall seconds include the other process's competition for the cores.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SampleResult } from './report';

export interface ShardReading {
  results: SampleResult[];
  warmUp: number;
}

export interface Shard {
  index: number;
  count: number;
  out: string;
}

/** This process's part of the run, when its parent started it with RECEIPTS_SHARD=k/N. */
export function shardOfThisProcess(): Shard | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(process.env.RECEIPTS_SHARD ?? '');
  const out = process.env.RECEIPTS_SHARD_OUT;
  if (!match || !out) return undefined;
  return { index: Number(match[1]) - 1, count: Number(match[2]), out };
}

/** The receipts a shard reads: every Nth, so that each process gets some of every split. */
export const samplesOfShard = <T>(samples: T[], shard: Shard) =>
  samples.filter((_, position) => position % shard.count === shard.index);

export function writeShard(shard: Shard, reading: ShardReading) {
  fs.writeFileSync(shard.out, JSON.stringify(reading));
}

function runShard(index: number, count: number, out: string) {
  const script = process.argv[1];
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], {
      stdio: 'inherit',
      env: {
        ...process.env,
        RECEIPTS_SHARD: `${index + 1}/${count}`,
        RECEIPTS_SHARD_OUT: out,
        RECEIPTS_GENERATE: '0',
      },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`El proceso ${index + 1} de ${count} terminó con ${code}`)),
    );
  });
}

/** Reads the samples in `count` child processes and puts their results back in the samples' order. */
export async function readInProcesses(count: number): Promise<ShardReading> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recibos-'));
  try {
    const outs = Array.from({ length: count }, (_, index) => path.join(dir, `${index + 1}.json`));
    await Promise.all(outs.map((out, index) => runShard(index, count, out)));
    const shards: ShardReading[] = outs.map((out) => JSON.parse(fs.readFileSync(out, 'utf8')));
    const total = shards.reduce((sum, shard) => sum + shard.results.length, 0);
    const results = Array.from(
      { length: total },
      (_, position) => shards[position % count].results[Math.floor(position / count)],
    );
    return { results, warmUp: Math.max(...shards.map((shard) => shard.warmUp)) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
