import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('metrics', () => {
  let ctx: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    guarded = await createTestApp({ METRICS_TOKEN: 'un-token-secreto-largo' });
  });
  afterAll(async () => {
    await ctx.close();
    await guarded.close();
  });

  it('exposes request counts and latencies per route pattern in Prometheus format', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/recipes/00000000-0000-4000-8000-000000000000' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('alacena_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(response.body).toContain('route="/api/recipes/:id",status="401"');
    expect(response.body).toContain('alacena_http_request_duration_seconds_bucket');
    expect(response.body).toContain('alacena_websocket_connections 0');
    expect(response.body).toContain('alacena_db_pool_connections{state="total"} 1');
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    expect((await guarded.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(403);
    const ok = await guarded.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer un-token-secreto-largo' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
