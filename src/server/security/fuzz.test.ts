import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../test/ads';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestUser } from '../test/users';
import {
  errorAnswerProblem,
  exampleFor,
  leaves,
  PATH_VALUES,
  QUERY_VALUES,
  RAW_BODIES,
  RAW_NUMBERS,
  randomBodies,
  REFUSED_TEXT,
  TRICKY_TEXT,
  withDuplicateKey,
  withRawToken,
  withValue,
  type Schema,
} from './hostile-inputs';
import { nextTransactionId, snapshotDatabase } from './snapshot';
import { buildWorld, type World } from './world';

/**
 * Fuzzes every route of /api/openapi.json (the accounts routes included) like an attacker: a valid
 * body with one field made hostile (NUL and control characters, lone surrogates, bidi controls, raw
 * numbers past every range), duplicate keys, latin1 and unknown charsets, bytes that are not UTF-8,
 * broken bodies, hostile queries and path parameters past the router's limit. No answer may be a 5xx;
 * every error answer is `{error:{code,message}}` in Spanish; hostile text is refused wherever it goes;
 * and a batch whose requests were all refused changed nothing.
 */
type Operation = { method: string; path: string; body?: Schema; query: string[]; params: string[] };
type Attempt = { url: string; payload?: string | Buffer; contentType?: string; mustRefuse?: boolean; label: string };

/** Routes left out: sign-out would end the fuzzing session itself. */
const SKIP = new Set(['POST /api/auth/sign-out']);
/** The world's resource behind an `{id}`, so that a body reaches its handler. */
const RESOURCE_BY_PATH: Array<[string, string]> = [
  ['/api/products/', 'product'],
  ['/api/contacts/', 'contact'],
  ['/api/recipe-categories/', 'category'],
  ['/api/recipes/', 'recipe'],
  ['/api/supplier/products/', 'catalogueProduct'],
  ['/api/supplier/orders/', 'marketplaceOrder'],
  ['/api/orders/', 'directOrder'],
  ['/api/order-links/', 'orderLink'],
  ['/api/marketplace/cart/repeat/', 'marketplaceOrder'],
  ['/api/admin/ads/', 'ad'],
  ['/api/chat/conversations/', 'conversation'],
];

let ctx: TestApp;
let world: World;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp(ADMIN_ENV);
  world = await buildWorld(ctx.app, ctx.database.db);
  type Spec = {
    requestBody?: { content?: Record<string, { schema?: Schema }> };
    parameters?: Array<{ in: string; name: string }>;
  };
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Spec>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase(),
      path,
      body: spec.requestBody?.content?.['application/json']?.schema,
      query: (spec.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      params: (spec.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
    })),
  );
}, 60_000);
afterAll(() => ctx.close());

const userFor = (path: string): TestUser =>
  path.startsWith('/api/admin') ? world.admin : path.startsWith('/api/supplier') ? world.supplier : world.owner;

function fillPath(operation: Operation, value?: string) {
  const resource = RESOURCE_BY_PATH.find(([prefix]) => operation.path.startsWith(prefix))?.[1];
  const id = value ?? (resource ? world.ids[resource] : '00000000-0000-4000-8000-000000000000');
  return operation.path
    .replace('{bucket}', 'chat-attachments')
    .replace('{*}', `${value ?? 'x'}/x`)
    .replace(/\{[^}]+\}/g, id);
}

let turn = 0;
/** Takes the next `count` values of a list, round-robin over the whole run, so every value is used. */
const next = <T>(list: readonly T[], count: number) => Array.from({ length: count }, () => list[turn++ % list.length]);

/** The hostile batch (must change nothing when refused) and the tricky batch (may be accepted). */
function attemptsFor(operation: Operation): { hostile: Attempt[]; tricky: Attempt[] } {
  const hostile: Attempt[] = [];
  const tricky: Attempt[] = [];
  const url = fillPath(operation);
  if (operation.body) {
    const ids = {
      supplierId: world.ids.contact,
      // The marketplace's cart and orders take catalogue products, so that a body reaches past the product check.
      productId: operation.path.startsWith('/api/marketplace/') ? world.ids.catalogueProduct : world.ids.product,
      recipeId: world.ids.recipe,
      supplierCompanyId: world.supplier.companyId,
    };
    const base = exampleFor(operation.body, '', ids);
    const json = (value: unknown, label: string, mustRefuse = false) => ({
      url,
      payload: JSON.stringify(value),
      contentType: 'application/json',
      mustRefuse,
      label,
    });
    for (const path of leaves(base, 'string').slice(0, 8)) {
      const isPassword = path.some((key) => String(key).includes('password'));
      for (const text of next(REFUSED_TEXT, 2))
        hostile.push(json(withValue(base, path, text), `${path.join('.')}=${JSON.stringify(text)}`, !isPassword));
      for (const text of next(TRICKY_TEXT, 1))
        tricky.push(json(withValue(base, path, text), `${path.join('.')}=${JSON.stringify(text).slice(0, 40)}`));
    }
    for (const path of [...leaves(base, 'number'), ...leaves(base, 'string')].slice(0, 6)) {
      for (const token of next(RAW_NUMBERS, 1))
        tricky.push({
          url,
          payload: withRawToken(base, path, token),
          contentType: 'application/json',
          label: `${path.join('.')}=${token}`,
        });
    }
    const text = JSON.stringify(base);
    hostile.push(
      {
        url,
        payload: withDuplicateKey(base),
        contentType: 'application/json',
        mustRefuse: true,
        label: 'duplicate key',
      },
      {
        url,
        payload: Buffer.from(text.replace('Prueba', 'Pruebá'), 'latin1'),
        contentType: 'application/json; charset=latin1',
        mustRefuse: true,
        label: 'latin1',
      },
      {
        url,
        payload: text,
        contentType: 'application/json; charset=x-desconocido',
        mustRefuse: true,
        label: 'unknown charset',
      },
      {
        url,
        payload: Buffer.concat([
          Buffer.from(text.slice(0, -1)),
          Buffer.from([0x2c, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
        ]),
        contentType: 'application/json',
        mustRefuse: true,
        label: 'not UTF-8',
      },
    );
    for (const [index, body] of randomBodies(operation.body, 4, turn).entries())
      tricky.push(json(body, `random ${index}`));
  }
  if (operation.method !== 'GET') hostile.push(...RAW_BODIES.map((raw) => ({ url, ...raw, label: raw.contentType })));
  for (const name of operation.query) {
    for (const value of next(QUERY_VALUES, 3))
      hostile.push({ url: `${url}?${name}=${value}`, label: `?${name}=${value.slice(0, 20)}` });
  }
  hostile.push({
    url: `${url}?${operation.query[0] ?? 'extra'}=a&${operation.query[0] ?? 'extra'}=b&extra=%00`,
    label: 'repeated query',
  });
  if (operation.params.length > 0) {
    for (const value of PATH_VALUES)
      hostile.push({ url: fillPath(operation, value), label: `path ${value.slice(0, 20)}` });
  }
  return { hostile, tricky };
}

describe('fuzzing every route like an attacker', () => {
  it('never answers 5xx, answers errors in Spanish and in the app shape, refuses hostile text, changes nothing it refuses', async () => {
    const db = ctx.database.db;
    const failures: string[] = [];
    let requests = 0;
    let known = { id: '', snapshot: {} as Record<string, string> };
    /** A snapshot as of now, taken again only when some transaction wrote since the last one. */
    const snapshot = async () => {
      const id = await nextTransactionId(db);
      if (id !== known.id) known = { snapshot: await snapshotDatabase(db), id: await nextTransactionId(db) };
      return known;
    };
    const send = async (operation: Operation, user: TestUser, batch: Attempt[]) => {
      const before = await snapshot();
      let allRefused = true;
      for (const attempt of batch) {
        const hasBody = attempt.payload !== undefined && operation.method !== 'GET';
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url: attempt.url,
          payload: hasBody ? attempt.payload : undefined,
          headers: { cookie: user.cookie, ...(hasBody ? { 'content-type': attempt.contentType } : {}) },
        });
        requests += 1;
        const where = `${operation.method} ${operation.path} [${attempt.label}]`;
        if (response.statusCode >= 500)
          failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (response.statusCode >= 400) {
          const problem = errorAnswerProblem(response.statusCode, response.headers['content-type'], response.body);
          if (problem) failures.push(`${where} → ${problem}`);
        } else {
          allRefused = false;
          if (attempt.mustRefuse) failures.push(`${where} → accepted (${response.statusCode})`);
        }
      }
      if (allRefused && operation.method !== 'GET' && (await nextTransactionId(db)) !== before.id) {
        const after = await snapshotDatabase(db);
        if (JSON.stringify(after) !== JSON.stringify(before.snapshot))
          failures.push(`${operation.method} ${operation.path}: a refused request changed the database`);
      }
    };

    for (const operation of operations) {
      if (SKIP.has(`${operation.method} ${operation.path}`) || operation.path === '/api/realtime') continue;
      const { hostile, tricky } = attemptsFor(operation);
      await send(operation, userFor(operation.path), hostile);
      await send(operation, userFor(operation.path), tricky);
    }
    // Routes that exist nowhere, better-auth's own included: a Spanish 404 in the app's shape.
    await send({ method: 'POST', path: '/api/auth/provider', query: [], params: [] }, world.owner, [
      {
        url: '/api/auth/provider/sign-in/email',
        payload: '{}',
        contentType: 'application/json',
        mustRefuse: true,
        label: 'better-auth handler',
      },
      { url: '/api/nada%00', label: 'unknown route' },
    ]);

    console.log(`fuzz: ${requests} solicitudes a ${operations.length} operaciones; ${failures.length} fallas`);
    expect(requests).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 300_000);
});
