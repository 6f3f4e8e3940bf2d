import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../test/ads';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestUser } from '../test/users';
import { snapshotDatabase } from './snapshot';
import { buildWorld, type World } from './world';

/**
 * Fuzzes every route of /api/openapi.json with inputs generated from its schema: wrong types, huge
 * strings, negative and NaN numbers, unknown fields, broken JSON and wrong content types. No answer
 * may be a 5xx, and a route that answered only 4xx must have changed nothing.
 */
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };
type Operation = { method: string; path: string; body?: Schema; query: string[] };

/** Routes left out: sign-out would end the fuzzing session itself. */
const SKIP = new Set(['POST /api/auth/sign-out']);
const SAMPLES = 12;

let ctx: TestApp;
let world: World;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp(ADMIN_ENV);
  world = await buildWorld(ctx.app, ctx.database.db);
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> }; parameters?: Array<{ in: string; name: string }> }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase(),
      path,
      body: spec.requestBody?.content?.['application/json']?.schema,
      query: (spec.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    })),
  );
}, 60_000);
afterAll(() => ctx.close());

const hostile = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constant('x'.repeat(100_000)),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.constant('NaN'),
  fc.constant('-0.0000001'),
  fc.constant('1e309'),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant('<script>alert(1)</script>'),
  fc.constant("'; drop table users; --"),
);

/** Bodies that keep the schema's shape but put hostile values in its fields, plus unknown fields. */
function bodyArbitrary(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema?.properties ?? {});
  const shaped = fc.record(Object.fromEntries(properties.map((name) => [name, hostile])), { requiredKeys: [] });
  return fc.oneof(shaped, fc.tuple(shaped, fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), hostile, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })), fc.anything());
}

const rawBodies = [
  { payload: '{"nombre": ', contentType: 'application/json' },
  { payload: '<xml>hola</xml>', contentType: 'application/xml' },
  { payload: 'texto plano', contentType: 'text/plain' },
  { payload: '--x\r\nbasura', contentType: 'multipart/form-data; boundary=x' },
];

function fillPath(path: string, random: string) {
  return path.replace('{bucket}', 'chat-attachments').replace('{*}', `${encodeURIComponent(random)}/x`).replace(/\{[^}]+\}/g, encodeURIComponent(random) || 'x');
}

const userFor = (path: string): TestUser => (path.startsWith('/api/admin') ? world.admin : path.startsWith('/api/supplier') ? world.supplier : world.owner);

describe('fuzzing every route', () => {
  it('never answers 5xx, and changes nothing when it answers 4xx', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      if (SKIP.has(key) || operation.path === '/api/realtime') continue;
      const user = userFor(operation.path);
      const before = await snapshotDatabase(ctx.database.db);
      let onlyRefused = true;
      const bodies = fc.sample(bodyArbitrary(operation.body), { numRuns: SAMPLES, seed: 42 });
      const ids = fc.sample(fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), fc.constant('../../etc/passwd')), { numRuns: SAMPLES, seed: 7 });
      const queries = fc.sample(fc.dictionary(fc.constantFrom(...operation.query, 'extra'), hostile.map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')), { maxKeys: 3 }), { numRuns: SAMPLES, seed: 9 });
      const attempts = bodies.map((body, index) => ({ payload: body === undefined ? undefined : JSON.stringify(body), contentType: 'application/json', id: ids[index], query: queries[index] }));
      if (operation.method !== 'GET') attempts.push(...rawBodies.map((raw) => ({ ...raw, id: ids[0], query: {} })));
      for (const attempt of attempts) {
        const url = `${fillPath(operation.path, attempt.id)}?${new URLSearchParams(attempt.query as Record<string, string>)}`;
        const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE' && attempt.payload !== undefined;
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url,
          payload: hasBody ? attempt.payload : undefined,
          headers: { cookie: user.cookie, ...(hasBody ? { 'content-type': attempt.contentType } : {}) },
        });
        requests += 1;
        if (response.statusCode >= 500) failures.push(`${key} ${url.slice(0, 80)} ${String(attempt.payload).slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (response.statusCode < 400) onlyRefused = false;
      }
      if (onlyRefused) {
        const after = await snapshotDatabase(ctx.database.db);
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${key}: a refused request changed the database`);
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});
