import path from 'node:path';
import type { DatasetTarget } from '../data/target';
import { runLoad, warmUp, type LoadOptions, type LoadResult } from '../lib/load';
import { startProcess } from '../lib/server';
import { prepareScenarios, type Scenario } from './scenarios';

export interface LoadSettings {
  /** Seconds per measured run. */
  seconds: number;
  connections: number;
  /** The fixed rate of the latency target (requests/s). */
  rate: number;
}

export interface LoadPair {
  /** As many requests as the server answers with `connections` in flight. */
  max: LoadResult;
  /** The same route at the fixed rate, for the p99 target. */
  fixed: LoadResult;
}

export interface ScenarioFigure extends LoadPair {
  database: DatasetTarget['kind'];
  dataset: DatasetTarget['profile'];
  scenario: Pick<Scenario, 'id' | 'label' | 'kind'>;
}

async function measurePair(
  settings: LoadSettings,
  request: Omit<LoadOptions, 'seconds' | 'rate' | 'connections'>,
): Promise<LoadPair> {
  await warmUp({ ...request, connections: settings.connections });
  const max = await runLoad({ ...request, connections: settings.connections, seconds: settings.seconds });
  const fixed = await runLoad({
    ...request,
    connections: settings.connections,
    seconds: settings.seconds,
    rate: settings.rate,
  });
  return { max, fixed };
}

/** The bare Fastify route (bench/http/baseline-server.mjs) in its own process. */
export async function measureBaseline(settings: LoadSettings, port: number): Promise<LoadPair> {
  const script = path.resolve('bench/http/baseline-server.mjs');
  const server = await startProcess(
    [script],
    { PATH: process.env.PATH ?? '', PORT: String(port), NODE_ENV: 'production' },
    `http://127.0.0.1:${port}`,
    '/',
  );
  try {
    return await measurePair(settings, { url: `${server.url}/` });
  } finally {
    await server.stop();
  }
}

/** Every scenario against a running app server, signed in as the dataset's restaurant. */
export async function measureScenarios(
  settings: LoadSettings,
  baseUrl: string,
  target: DatasetTarget,
  log: (line: string) => void,
): Promise<ScenarioFigure[]> {
  const { cookie, scenarios } = await prepareScenarios(baseUrl);
  const figures: ScenarioFigure[] = [];
  for (const scenario of scenarios) {
    const pair = await measurePair(settings, {
      url: `${baseUrl}${scenario.path}`,
      method: scenario.method,
      headers: { cookie },
      body: scenario.body,
    });
    log(
      `    ${scenario.id.padEnd(12)} ${pair.max.rps.toFixed(0).padStart(6)} req/s  p99 ${pair.max.p99} ms | a ${settings.rate} req/s: p99 ${pair.fixed.p99} ms` +
        (pair.max.failures + pair.fixed.failures > 0 ? `  (${pair.max.failures + pair.fixed.failures} fallidas)` : ''),
    );
    figures.push({
      database: target.kind,
      dataset: target.profile,
      scenario: { id: scenario.id, label: scenario.label, kind: scenario.kind },
      ...pair,
    });
  }
  return figures;
}
