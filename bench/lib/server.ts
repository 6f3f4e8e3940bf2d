import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { DatasetTarget } from '../data/target';
import { BENCH_AUTH_SECRET } from '../data/target';

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to the first 200 from /api/health. */
  startupMs: number;
  /** Resident memory of the server process, from /proc (bytes). */
  rssBytes(): number;
  stop(): Promise<void>;
}

/** The production server of the built bundle (what `npm start` runs), on a benchmark dataset. */
export async function startAppServer(dist: string, target: DatasetTarget, port: number): Promise<RunningServer> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: target.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The benchmark signs in a handful of times per run; the limit is not what is measured.
    LOGIN_RATE_LIMIT: '100000',
  };
  if (target.databaseUrl)
    Object.assign(env, { DATABASE_URL: target.databaseUrl, AUTH_SECRET: BENCH_AUTH_SECRET, BILLING_MODE: 'test' });
  return startProcess(
    [`--enable-source-maps`, `${dist}/server/main.js`],
    env,
    `http://127.0.0.1:${port}`,
    '/api/health',
  );
}

export async function startProcess(
  args: string[],
  env: Record<string, string>,
  url: string,
  readyPath: string,
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const startupMs = await waitUntilReady(`${url}${readyPath}`, child, () => output, started);
  return {
    url,
    pid: child.pid!,
    startupMs,
    rssBytes: () => readRss(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  started: number,
): Promise<number> {
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó (código ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  throw new Error(`El servidor no respondió en ${url}:\n${output()}`);
}

export function readRss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = status.match(/VmRSS:\s+(\d+) kB/);
  return match ? Number(match[1]) * 1024 : NaN;
}
