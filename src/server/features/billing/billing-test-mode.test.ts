import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let supplier: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  supplier = await signUpWithRole(ctx.app, 'supplier_vendor');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
const plans = async () =>
  (await call('GET', '/api/billing/plans', null)).json() as Array<{
    id: string;
    name: string;
    priceAmount: string;
    interval: string;
  }>;
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

describe('billing in test mode', () => {
  it('lists the two plans of the spec, cheapest first', async () => {
    expect((await plans()).map((plan) => [plan.name, plan.priceAmount, plan.interval])).toEqual([
      ['Plan Mensual', '49.00', 'month'],
      ['Plan Anual', '490.00', 'year'],
    ]);
  });

  it('starts unsubscribed, activates through the test checkout and applies a token once', async () => {
    expect((await call('GET', '/api/billing/subscription', supplier)).json()).toMatchObject({
      subscribed: false,
      provider: 'test',
    });
    const [monthly] = await plans();
    const checkout = await call('POST', '/api/billing/checkout', supplier, { planId: monthly.id });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().url).toMatch(/^\/pago-de-prueba\?token=/);
    const token = tokenOf(checkout.json().url);
    const completed = await call('POST', '/api/billing/test/complete', supplier, { token });
    expect(completed.json()).toMatchObject({
      subscribed: true,
      planName: 'Plan Mensual',
      planInterval: 'month',
      productId: monthly.id,
    });
    await call('POST', '/api/billing/test/complete', supplier, { token });
    expect(await ctx.database.db.$count(subscriptions, eq(subscriptions.userId, supplier.id))).toBe(1);
  });

  it('changes plan and cancels through the test portal', async () => {
    const [, yearly] = await plans();
    expect((await call('POST', '/api/billing/portal', supplier)).json()).toEqual({ url: '/portal-de-prueba' });
    const changed = await call('POST', '/api/billing/test/portal', supplier, { action: 'change', planId: yearly.id });
    expect(changed.json()).toMatchObject({ subscribed: true, planName: 'Plan Anual', planInterval: 'year' });
    const cancelled = await call('POST', '/api/billing/test/portal', supplier, { action: 'cancel' });
    expect(cancelled.json()).toMatchObject({ subscribed: false });
  });

  it("refuses a forged token, another user's token, and non-suppliers", async () => {
    const [monthly] = await plans();
    const other = await signUpWithRole(ctx.app, 'supplier_vendor');
    const token = tokenOf((await call('POST', '/api/billing/checkout', other, { planId: monthly.id })).json().url);
    const stolen = await call('POST', '/api/billing/test/complete', supplier, { token });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe('La sesión de pago de prueba no es válida o ya expiró');
    const forged = await call('POST', '/api/billing/test/complete', other, {
      token: `${token.split('.')[0]}.firma-falsa`,
    });
    expect(forged.statusCode).toBe(400);
    expect((await call('GET', '/api/billing/subscription', other)).json().subscribed).toBe(false);

    const restaurant = await signUpWithRole(ctx.app, 'restaurant_owner');
    expect((await call('POST', '/api/billing/checkout', restaurant, { planId: monthly.id })).statusCode).toBe(403);
    expect((await call('POST', '/api/billing/checkout', null, { planId: monthly.id })).statusCode).toBe(401);
    const noRole = await signUp(ctx.app);
    const refused = await call('POST', '/api/billing/checkout', noRole, { planId: 'no-es-uuid' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Solo los proveedores tienen suscripción');
    expect((await call('POST', '/api/billing/checkout', other, { planId: 'no-es-uuid' })).statusCode).toBe(400);
  });

  it('cannot change plan without a subscription', async () => {
    const [, yearly] = await plans();
    const fresh = await signUpWithRole(ctx.app, 'supplier_vendor');
    const response = await call('POST', '/api/billing/test/portal', fresh, { action: 'change', planId: yearly.id });
    expect(response.statusCode).toBe(400);
    expect((await call('GET', '/api/billing/subscription', fresh)).json().subscribed).toBe(false);
  });
});
