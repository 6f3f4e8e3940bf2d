import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertProduct } from '../test/products';
import { signUpWithRole, type TestUser } from '../test/users';

let ctx: TestApp;
let owner: TestUser;
let webRoot: string;
const script = `export const greeting = ${JSON.stringify('¡Hola, Alacena! '.repeat(400))};\n`;

beforeAll(async () => {
  // A built web app in miniature, as scripts/precompress.mjs leaves it.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  const asset = path.join(webRoot, 'assets', 'app-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  const html = `<!doctype html><div id="root">${'<p>Alacena</p>'.repeat(100)}</div>`;
  fs.writeFileSync(path.join(webRoot, 'index.html'), html);
  fs.writeFileSync(path.join(webRoot, 'index.html.br'), zlib.brotliCompressSync(html));
  ctx = await createTestApp({}, { webRoot });
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
  for (let index = 0; index < 40; index += 1) {
    await insertProduct(ctx.database.db, owner.id, {
      name: `Producto de prueba número ${index}`,
      currentPrice: '12.50',
      stockQuantity: '3',
    });
  }
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('built web app files', () => {
  it('sends the brotli copy to a browser that accepts it, as JavaScript, varying by Accept-Encoding', async () => {
    const response = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await ctx.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await ctx.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app’s page for a client route compressed too', async () => {
    const response = await ctx.app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<p>Alacena</p>');
  });
});

describe('API answers', () => {
  it('compresses a large JSON list with gzip', async () => {
    const response = await ctx.app.inject({
      url: '/api/products?limit=100',
      headers: { cookie: owner.cookie, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const list = JSON.parse(zlib.gunzipSync(response.rawPayload).toString());
    expect(JSON.stringify(list)).toContain('Producto de prueba número 39');
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the assistant’s event stream, which keeps reaching the browser unbuffered', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: { cookie: owner.cookie, 'accept-encoding': 'br, gzip' },
      payload: { messages: [{ role: 'user', content: '¿Qué productos tienen poco inventario?' }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.body.trim().endsWith('data: [DONE]')).toBe(true);
  });
});
