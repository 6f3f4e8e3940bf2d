import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@common/assistant';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { parseStream } from './test/sse-client';

let upstream: FakeOpenAi;
let ctx: TestApp;
let user: TestUser;

beforeAll(async () => {
  upstream = await startFakeOpenAi();
  ctx = await createTestApp({ AI_BASE_URL: upstream.baseUrl, AI_API_KEY: 'clave-prueba', AI_MODEL: 'modelo-prueba' });
  user = await signUpWithRole(ctx.app, 'restaurant_owner');
});
afterAll(async () => {
  await ctx.close();
  await upstream.close();
});

const ask = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: { cookie: user.cookie },
    payload: { messages: [{ role: 'user', content: '¿Qué me falta?' }] },
  });

describe('the assistant with an OpenAI-compatible model', () => {
  it('streams the model’s answer in the §7 format, offering it the data tools', async () => {
    upstream.respond({ pieces: ['Te faltan ', '**jitomates**', '.'] });
    const response = await ask();
    expect(response.statusCode).toBe(200);
    const stream = parseStream(response.body);
    expect(stream).toMatchObject({ done: true, text: 'Te faltan **jitomates**.' });
    expect(stream.events).toHaveLength(3);
    const sent = upstream.requests.at(-1)!.body;
    expect(sent.model).toBe('modelo-prueba');
    expect(sent.stream).toBe(true);
    const tools = (sent.tools as Array<{ function: { name: string } }>).map((tool) => tool.function.name);
    expect(tools).toEqual(
      expect.arrayContaining([
        'stockBajo',
        'gastoEnPeriodo',
        'queComprarEstaSemana',
        'consejosDeAhorro',
        'analizarUltimaOrden',
      ]),
    );
  });

  it.each([
    [429, 429, AI_MESSAGES.rateLimited],
    [402, 402, AI_MESSAGES.fundsRequired],
    [500, 502, AI_MESSAGES.connectionFailed],
  ])('an upstream %i answers %i with §8’s message', async (upstreamStatus, status, message) => {
    upstream.respond({ status: upstreamStatus });
    const response = await ask();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message } });
  });
});
