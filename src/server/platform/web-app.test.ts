import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNotFound } from './errors';
import { registerWebApp } from './web-app';

let webRoot: string;
const app = Fastify();

beforeAll(async () => {
  // A built web app in miniature: index.html and the pre-rendered shell of /dashboard (decision 030).
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-shells-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.mkdirSync(path.join(webRoot, 'shells'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<div id="root">portada</div>');
  fs.writeFileSync(path.join(webRoot, 'shells', 'dashboard.html'), '<div id="root">shell de Inicio</div>');
  registerNotFound(app, await registerWebApp(app, webRoot));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ url });

describe('the page sent for a client route', () => {
  it('is the route’s pre-rendered shell when the build made one, with or without a query or a trailing slash', async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?tab=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('shell de Inicio');
    }
  });

  it('is index.html for any other route, including a deeper path under a shell’s route', async () => {
    for (const url of ['/', '/alertas', '/dashboard/otra', '/mensajes/abc'])
      expect((await get(url)).body).toContain('portada');
  });

  it('is never chosen for an API path', async () => {
    const response = await get('/api/dashboard');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
