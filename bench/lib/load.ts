import autocannon from 'autocannon';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx plus connection errors and timeouts. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  seconds: number;
  connections?: number;
  /** Fixed total rate (requests/s across all connections); absent = as fast as the server answers. */
  rate?: number;
}

/** One autocannon run on loopback. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { ...options.headers, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    duration: options.seconds,
    connections: options.connections ?? 10,
    overallRate: options.rate,
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}

/** A short run whose figures are thrown away: JIT, caches and the database's buffers warm up first. */
export async function warmUp(options: Omit<LoadOptions, 'seconds' | 'rate'>, seconds = 2) {
  await runLoad({ ...options, seconds });
}
