import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@common/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';

/**
 * The sign-in limit (LOGIN_RATE_LIMIT attempts a minute) cannot be lifted by X-Forwarded-For: it is
 * read only from trusted proxies (TRUST_PROXY), and attempts are also counted per account.
 */
const LIMIT = 5;
const ATTEMPTS = 20;

type Attempt = { email: string; remoteAddress: string; forwardedFor: string };

async function attempts(ctx: TestApp, request: (index: number) => Attempt) {
  const statuses: number[] = [];
  for (let index = 0; index < ATTEMPTS; index += 1) {
    const { email, remoteAddress, forwardedFor } = request(index);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'equivocada' },
    });
    if (response.statusCode === 429) expect(response.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    statuses.push(response.statusCode);
  }
  return statuses;
}

const expectLimited = (statuses: number[]) => {
  expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
  expect(statuses.slice(LIMIT)).toEqual(Array(ATTEMPTS - LIMIT).fill(429));
};

describe('with TRUST_PROXY off (the default)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => ctx.close());

  // A new account each time, so that only the per-address count can stop it.
  it('ignores a rotating X-Forwarded-For: the socket address is the one counted', async () => {
    expectLimited(
      await attempts(ctx, (index) => ({
        email: `nadie${index}@prueba.mx`,
        remoteAddress: '198.51.100.1',
        forwardedFor: `203.0.113.${index}`,
      })),
    );
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.close());

  it('counts the address the proxy saw, not a spoofed leftmost one', async () => {
    // The client writes any X-Forwarded-For it likes; the load balancer appends the address it saw.
    expectLimited(
      await attempts(ctx, (index) => ({
        email: `alguien${index}@prueba.mx`,
        remoteAddress: '10.0.0.2',
        forwardedFor: `203.0.113.${index}, 198.51.100.7`,
      })),
    );
  });

  it('counts per account, so that guessing from many real addresses does not help', async () => {
    const { email } = await signUp(ctx.app);
    expectLimited(
      await attempts(ctx, (index) => ({ email, remoteAddress: '10.0.0.2', forwardedFor: `198.51.100.${100 + index}` })),
    );
  });

  it('still lets another person in from another address', async () => {
    const { email } = await signUp(ctx.app, { password: 'correcta1' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '192.0.2.50' },
      payload: { email, password: 'correcta1' },
    });
    expect(response.statusCode).toBe(200);
  });
});
