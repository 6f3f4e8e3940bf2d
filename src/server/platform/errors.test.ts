import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CHARACTERS_MESSAGE } from '@common/fields';
import { createTestApp, type TestApp } from '../test/test-app';
import { frameworkErrorHandler, registerErrorHandler } from './errors';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A bare app with the error handler, whose routes reach the database without any zod rule in front. */
async function bareApp() {
  const app = Fastify({ frameworkErrors: frameworkErrorHandler, routerOptions: { maxParamLength: 10 } });
  registerErrorHandler(app);
  app.get('/nul', async () => ctx.database.db.execute(sql`select ${'a\u0000b'}::text as value`));
  app.get('/overflow', async () => ctx.database.db.execute(sql`select ${'99999999999'}::integer as value`));
  app.get('/bug', async () => ctx.database.db.execute(sql`select * from no_such_table`));
  app.get('/items/:id', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('turns PostgreSQL refusing the data into a Spanish 400, never a 500', async () => {
    const app = await bareApp();
    const nul = await app.inject({ method: 'GET', url: '/nul' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ error: { code: 'invalid_data', message: INVALID_CHARACTERS_MESSAGE } });
    const overflow = await app.inject({ method: 'GET', url: '/overflow' });
    expect(overflow.json()).toEqual({ error: { code: 'invalid_data', message: 'Un número está fuera de rango' } });
    await app.close();
  });

  it('keeps a real bug a 500 without internals', async () => {
    const app = await bareApp();
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.body).not.toContain('no_such_table');
    await app.close();
  });

  it("answers the router's own errors in the app's shape", async () => {
    const app = await bareApp();
    const long = await app.inject({ method: 'GET', url: `/items/${'x'.repeat(11)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: { code: 'fst_err_max_param_length', message: 'La dirección de la solicitud es demasiado larga' },
    });
    const bad = await app.inject({ method: 'GET', url: '/items/%E0%A4%A' });
    expect(bad.json()).toEqual({
      error: { code: 'fst_err_bad_url', message: 'La dirección de la solicitud no es válida' },
    });
    await app.close();
  });
});
