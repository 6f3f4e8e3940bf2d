import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { forbidden } from '../errors';

/** Prometheus metrics of one app instance: requests per route, latencies, sockets, receipt scans. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'alacena_' });
  const requests = new Counter({
    name: 'alacena_http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'alacena_http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const websockets = new Gauge({
    name: 'alacena_websocket_connections',
    help: 'Open realtime WebSocket connections',
    registers: [registry],
  });
  const receiptScans = new Histogram({
    name: 'alacena_receipt_scan_duration_seconds',
    help: 'Time to read one receipt',
    buckets: [0.25, 0.5, 1, 2, 3, 5, 10, 20],
    registers: [registry],
  });
  return { registry, requests, latency, websockets, receiptScans };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request by its route pattern (never the raw URL, which would explode the label set). */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  dbPool: () => Record<string, number>,
  token?: string,
) {
  new Gauge({
    name: 'alacena_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; PGlite reports one)',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
    collect() {
      for (const [state, value] of Object.entries(dbPool())) this.set({ state }, value);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && request.headers.authorization !== `Bearer ${token}`) throw forbidden('Acceso denegado');
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
