import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingEvents, subscriptions } from '../../platform/db/schema';
import { startFakeStripe, stripeSubscription, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

const WEBHOOK_SECRET = 'whsec_prueba_local';
let stripeFake: FakeStripe;
let ctx: TestApp;
let supplier: TestUser;

beforeAll(async () => {
  stripeFake = await startFakeStripe();
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: 'price_mensual',
    STRIPE_PRICE_YEARLY: 'price_anual',
    STRIPE_API_URL: stripeFake.url,
  });
  supplier = await signUpWithRole(ctx.app, 'supplier_vendor');
});
afterAll(async () => {
  await ctx.close();
  await stripeFake.close();
});

const stripe = new Stripe('sk_test_local');
function signed(event: object) {
  const payload = JSON.stringify(event);
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
const postWebhook = (payload: string, signature: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
const status = async () =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: { cookie: supplier.cookie } })
  ).json();
const event = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: 1,
  data: { object },
});

describe('billing with Stripe', () => {
  it('creates a customer and a subscription-mode Checkout Session for the plan price', async () => {
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/billing/plans' })).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: supplier.cookie },
      payload: { planId: plans[0].id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = stripeFake.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(session.body.get('mode')).toBe('subscription');
    expect(session.body.get('line_items[0][price]')).toBe('price_mensual');
    expect(session.body.get('client_reference_id')).toBe(supplier.id);
    expect(session.body.get('customer')).toMatch(/^cus_/);
  });

  it('activates on checkout.session.completed and applies a replayed event once', async () => {
    const customer = stripeFake.requests
      .find((request) => request.path === '/v1/checkout/sessions')!
      .body.get('customer')!;
    stripeFake.subscriptions.set('sub_1', stripeSubscription({ id: 'sub_1', customer, price: 'price_mensual' }));
    const { payload, signature } = signed(
      event('evt_checkout', 'checkout.session.completed', {
        id: 'cs_1',
        object: 'checkout.session',
        customer,
        subscription: 'sub_1',
        client_reference_id: supplier.id,
      }),
    );
    const first = await postWebhook(payload, signature);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await status()).toMatchObject({ subscribed: true, planName: 'Plan Mensual', provider: 'stripe' });
    const replay = await postWebhook(payload, signature);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await ctx.database.db.$count(subscriptions, eq(subscriptions.userId, supplier.id))).toBe(1);
  });

  it('follows subscription updates, failed payments and deletion', async () => {
    const customer = stripeFake.requests
      .find((request) => request.path === '/v1/checkout/sessions')!
      .body.get('customer')!;
    const updated = signed(
      event(
        'evt_upd',
        'customer.subscription.updated',
        stripeSubscription({ id: 'sub_1', customer, price: 'price_anual' }),
      ),
    );
    await postWebhook(updated.payload, updated.signature);
    expect(await status()).toMatchObject({ subscribed: true, planName: 'Plan Anual', planInterval: 'year' });

    const failed = signed(
      event('evt_fail', 'invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_1' } },
      }),
    );
    await postWebhook(failed.payload, failed.signature);
    expect((await status()).subscribed).toBe(false);

    const renewed = signed(
      event(
        'evt_upd2',
        'customer.subscription.updated',
        stripeSubscription({ id: 'sub_1', customer, price: 'price_anual' }),
      ),
    );
    await postWebhook(renewed.payload, renewed.signature);
    expect((await status()).subscribed).toBe(true);

    const deleted = signed(
      event(
        'evt_del',
        'customer.subscription.deleted',
        stripeSubscription({ id: 'sub_1', customer, price: 'price_anual', status: 'canceled' }),
      ),
    );
    await postWebhook(deleted.payload, deleted.signature);
    expect((await status()).subscribed).toBe(false);
  });

  it('answers a bad signature with 400 and changes nothing', async () => {
    const before = await ctx.database.db.$count(billingEvents);
    const { payload } = signed(
      event(
        'evt_forged',
        'customer.subscription.created',
        stripeSubscription({ id: 'sub_x', customer: 'cus_x', price: 'price_mensual', userId: supplier.id }),
      ),
    );
    const forged = signed({ other: true });
    const response = await postWebhook(payload, forged.signature);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Firma de webhook inválida');
    expect(await ctx.database.db.$count(billingEvents)).toBe(before);
    expect((await status()).subscribed).toBe(false);
  });

  it('opens the Billing Portal for the customer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: supplier.cookie },
    });
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it('has no test-mode checkout or portal: a supplier cannot activate a plan for free', async () => {
    for (const url of ['/api/billing/test/complete', '/api/billing/test/portal']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: supplier.cookie },
        payload: { token: 'x.y', action: 'cancel' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await status()).subscribed).toBe(false);
  });
});
