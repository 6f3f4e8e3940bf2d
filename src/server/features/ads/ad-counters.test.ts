import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, adViews } from '../../platform/db/schema';
import { ADMIN_ENV, createAd, signUpAdmin } from '../../test/ads';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp(ADMIN_ENV);
  admin = await signUpAdmin(ctx.app);
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
});
afterAll(() => ctx.close());

const post = (url: string, user: TestUser | null) =>
  ctx.app.inject({ method: 'POST', url, headers: user ? { cookie: user.cookie } : {} });
const slot = (position: string, user: TestUser | null = owner) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/ads/slot?position=${position}`,
    headers: user ? { cookie: user.cookie } : {},
  });
const counters = async (id: string) => {
  const [row] = await ctx.database.db
    .select({ impressions: ads.impressions, clicks: ads.clicks })
    .from(ads)
    .where(eq(ads.id, id));
  return row;
};

describe('ad slot', () => {
  it('shows one active ad of the position to signed-in users, rotating among several', async () => {
    expect((await slot('orders', null)).statusCode).toBe(401);
    const bad = await slot('sidebar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Posición inválida');
    expect((await slot('orders')).json()).toEqual({ ad: null });

    const first = await createAd(ctx.app, admin, { title: 'Primero', position: 'orders', linkUrl: 'https://uno.mx' });
    const second = await createAd(ctx.app, admin, { title: 'Segundo', position: 'orders' });
    await createAd(ctx.app, admin, { title: 'Otra posición', position: 'suppliers' });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const { ad } = (await slot('orders')).json();
      seen.add(ad.id);
      expect(ad).toEqual(
        ad.id === first.id
          ? { id: first.id, title: 'Primero', linkUrl: 'https://uno.mx', imageUrl: first.imageUrl }
          : { id: second.id, title: 'Segundo', linkUrl: null, imageUrl: second.imageUrl },
      );
    }
    expect(seen).toEqual(new Set([first.id, second.id]));

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/ads/${first.id}`,
      payload: { isActive: false },
      headers: { cookie: admin.cookie },
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/ads/${second.id}`,
      payload: { isActive: false },
      headers: { cookie: admin.cookie },
    });
    expect((await slot('orders')).json()).toEqual({ ad: null });
  });
});

describe('impressions and clicks', () => {
  it('counts 50 concurrent impressions from 50 viewers exactly, and 5 repeats of one viewer once', async () => {
    const ad = await createAd(ctx.app, admin, { position: 'products' });
    const viewers = await Promise.all(Array.from({ length: 50 }, () => signUp(ctx.app)));
    const answers = await Promise.all(viewers.map((viewer) => post(`/api/ads/${ad.id}/impression`, viewer)));
    expect(answers.every((answer) => answer.statusCode === 200 && answer.json().counted === true)).toBe(true);
    expect(await counters(ad.id)).toEqual({ impressions: 50, clicks: 0 });

    const repeats = await Promise.all(Array.from({ length: 5 }, () => post(`/api/ads/${ad.id}/impression`, owner)));
    expect(repeats.map((answer) => answer.json().counted).filter(Boolean)).toHaveLength(1);
    expect(await counters(ad.id)).toEqual({ impressions: 51, clicks: 0 });
  });

  it('counts clicks once per viewer and window, and again in a new window', async () => {
    const ad = await createAd(ctx.app, admin, { linkUrl: 'https://frescos.mx' });
    const viewer = await signUpWithRole(ctx.app, 'restaurant_owner');
    await post(`/api/ads/${ad.id}/impression`, viewer);
    for (let i = 0; i < 3; i += 1) await post(`/api/ads/${ad.id}/click`, viewer);
    expect(await counters(ad.id)).toEqual({ impressions: 1, clicks: 1 });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/ads', headers: { cookie: admin.cookie } })
    ).json();
    expect(list.find((row: { id: string }) => row.id === ad.id).ctr).toBe('100.00');

    // The window has passed: move this viewer's rows 30 minutes into the past.
    await ctx.database.db
      .update(adViews)
      .set({ windowStart: sql`${adViews.windowStart} - interval '30 minutes'` })
      .where(eq(adViews.adId, ad.id));
    expect((await post(`/api/ads/${ad.id}/impression`, viewer)).json()).toEqual({ counted: true });
    expect((await post(`/api/ads/${ad.id}/click`, viewer)).json()).toEqual({ counted: true });
    expect(await counters(ad.id)).toEqual({ impressions: 2, clicks: 2 });
  });

  it('counts nothing for inactive, unknown ads or anonymous visitors', async () => {
    const ad = await createAd(ctx.app, admin);
    expect((await post(`/api/ads/${ad.id}/impression`, null)).statusCode).toBe(401);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/ads/${ad.id}`,
      payload: { isActive: false },
      headers: { cookie: admin.cookie },
    });
    const inactive = await post(`/api/ads/${ad.id}/click`, owner);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.message).toBe('Anuncio no encontrado');
    expect((await post('/api/ads/00000000-0000-4000-8000-000000000000/impression', owner)).statusCode).toBe(404);
    expect((await post('/api/ads/no-uuid/impression', owner)).statusCode).toBe(400);
    expect(await counters(ad.id)).toEqual({ impressions: 0, clicks: 0 });
  });
});
