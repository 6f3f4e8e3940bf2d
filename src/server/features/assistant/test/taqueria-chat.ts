import { afterAll, beforeAll, expect, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cookieHeader } from '../../../test/users';
import { seedTaqueria, TAQUERIA_NOW } from '../../../test/taqueria';
import { parseStream } from './sse-client';

/**
 * A test file's signed-in taquería owner (seeded on the taquería's day) and `converse`, which asks the
 * last question of a conversation whose earlier user questions are given; the answers between are the
 * engine's own. One app per file: the chat's rate limit counts a file's questions together.
 */
export function taqueriaChat() {
  let ctx: TestApp;
  let cookie: string;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TAQUERIA_NOW);
    ctx = await createTestApp();
    const taqueria = await seedTaqueria(ctx.app, ctx.database.db);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: taqueria.email, password: taqueria.password },
    });
    cookie = cookieHeader(signIn.headers['set-cookie']);
  });
  afterAll(async () => {
    await ctx.close();
    vi.useRealTimers();
  });

  return async function converse(...questions: string[]): Promise<string> {
    const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    let text = '';
    for (const content of questions) {
      messages.push({ role: 'user', content });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        headers: { cookie },
        payload: { messages },
      });
      expect(response.statusCode).toBe(200);
      text = parseStream(response.body).text;
      messages.push({ role: 'assistant', content: text });
    }
    return text;
  };
}
