import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp } from '../test/users';
import { sessions } from './db/schema';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const me = async (cookie: string) => (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user;
const sessionOf = async (userId: string) =>
  (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];

describe('session check', () => {
  it('extends a session that is due for its daily refresh', async () => {
    const user = await signUp(ctx.app, { email: 'refresca@ejemplo.mx' });
    const due = new Date(Date.now() + 20 * DAY);
    await ctx.database.db.update(sessions).set({ expiresAt: due }).where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).id).toBe(user.id);
    expect((await sessionOf(user.id)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('refuses and deletes an expired session', async () => {
    const user = await signUp(ctx.app, { email: 'vencida@ejemplo.mx' });
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await me(user.cookie)).toBeNull();
    expect(await sessionOf(user.id)).toBeUndefined();
  });

  it('refuses a cookie whose signature does not match', async () => {
    const user = await signUp(ctx.app, { email: 'firma@ejemplo.mx' });
    const forged = user.cookie
      .split('; ')
      .map((pair) =>
        pair.includes('session_token=')
          ? pair.replace(/\.[^.]+$/, `.${encodeURIComponent(`${'A'.repeat(43)}=`)}`)
          : pair,
      )
      .join('; ');
    expect(forged).not.toBe(user.cookie);
    expect(await me(forged)).toBeNull();
  });
});
