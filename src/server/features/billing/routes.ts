import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BILLING_MESSAGES,
  checkoutInputSchema,
  planSchema,
  subscriptionStatusSchema,
  testCheckoutCompleteSchema,
  testPortalActionSchema,
  urlResponseSchema,
} from '@common/billing';
import type { BillingProvider } from '../../platform/billing/types';
import type { Database } from '../../platform/db/client';
import type { TestBillingProvider } from '../../platform/billing/test-provider';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { actorOf, type Actor } from '../../platform/actor';
import { memberAudience, publicAudience, supplierAudience } from '../../platform/audience';
import { getSessionUser } from '../accounts/service';
import {
  applyBillingEvent,
  findCustomerId,
  findPlan,
  getSubscriptionStatus,
  linkCustomer,
  listActivePlans,
} from './service';

/** Only suppliers have a subscription: checkout, portal and the test-mode pages refuse everyone else. */
const suppliersOnly = { actor: { deniedMessage: 'Solo los proveedores tienen suscripción' } };

const statusOf = (db: Database, provider: BillingProvider, actor: Actor) =>
  getSubscriptionStatus(db, actor, provider.kind);

/** Plans are public (the pricing page); the Stripe webhook is signed instead of signed in. */
const publicBillingRoutes = (provider: BillingProvider) =>
  publicAudience(async (app) => {
    app.get('/api/billing/plans', { schema: { tags: ['billing'], response: { 200: z.array(planSchema) } } }, async () =>
      listActivePlans(app.db),
    );
    if (provider.kind !== 'stripe') return;
    await app.register(async (webhook) => {
      // Signatures are computed over the exact bytes, so this route keeps the raw body.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post('/api/billing/webhook', { schema: { hide: true } }, async (request) => {
        const signature = request.headers['stripe-signature'];
        const event = await provider
          .parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined)
          .catch(() => {
            throw badRequest('Firma de webhook inválida', 'invalid_signature');
          });
        const applied = await applyBillingEvent(app.db, 'stripe', event);
        return { received: true, duplicate: !applied };
      });
    });
  });

/** Any signed-in user may read their own status (pricing and setup pages); it says "not subscribed" to non-suppliers. */
const subscriptionRoutes = (provider: BillingProvider) =>
  memberAudience(async (app) => {
    app.get(
      '/api/billing/subscription',
      { schema: { tags: ['billing'], response: { 200: subscriptionStatusSchema } } },
      async (request) => statusOf(app.db, provider, actorOf(request)),
    );
  });

const supplierBillingRoutes = (provider: BillingProvider) =>
  supplierAudience(async (app) => {
    app.post(
      '/api/billing/checkout',
      {
        config: suppliersOnly,
        schema: { tags: ['billing'], body: checkoutInputSchema, response: { 200: urlResponseSchema } },
      },
      async (request) => {
        const actor = actorOf(request);
        const { userId } = actor;
        const plan = await findPlan(app.db, request.body.planId);
        if (!plan) throw notFound(BILLING_MESSAGES.planNotFound);
        const { email } = await getSessionUser(app.db, userId);
        const result = await provider
          .createCheckout({ userId, email, plan, customerId: await findCustomerId(app.db, actor) })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'checkout failed');
            throw new AppError(502, 'checkout_failed', BILLING_MESSAGES.checkoutFailed);
          });
        if (result.customerId) await linkCustomer(app.db, userId, provider.kind, result.customerId);
        return { url: result.url };
      },
    );

    app.post(
      '/api/billing/portal',
      { config: suppliersOnly, schema: { tags: ['billing'], response: { 200: urlResponseSchema } } },
      async (request) => {
        const actor = actorOf(request);
        const { userId } = actor;
        const customerId = await findCustomerId(app.db, actor);
        if (provider.kind === 'stripe' && !customerId) throw badRequest(BILLING_MESSAGES.noCustomer, 'no_customer');
        return provider.createPortal({ userId, customerId }).catch((error: unknown) => {
          request.log.error({ err: error }, 'portal failed');
          throw new AppError(502, 'portal_failed', BILLING_MESSAGES.portalFailed);
        });
      },
    );

    if (provider.kind === 'test') {
      const testProvider = provider as TestBillingProvider;
      app.post(
        '/api/billing/test/complete',
        {
          config: suppliersOnly,
          schema: { tags: ['billing'], body: testCheckoutCompleteSchema, response: { 200: subscriptionStatusSchema } },
        },
        async (request) => {
          const actor = actorOf(request);
          const { userId } = actor;
          const event = testProvider.completeCheckout(request.body.token);
          const change = event?.changes[0];
          if (!event || change?.kind !== 'subscription.changed' || change.userId !== userId) {
            throw badRequest(BILLING_MESSAGES.invalidTestSession, 'invalid_test_session');
          }
          await applyBillingEvent(app.db, 'test', event);
          return statusOf(app.db, provider, actor);
        },
      );
      app.post(
        '/api/billing/test/portal',
        {
          config: suppliersOnly,
          schema: { tags: ['billing'], body: testPortalActionSchema, response: { 200: subscriptionStatusSchema } },
        },
        async (request) => {
          const actor = actorOf(request);
          const { userId } = actor;
          if (request.body.action === 'cancel') {
            await applyBillingEvent(app.db, 'test', testProvider.cancel(userId));
          } else {
            if (!(await statusOf(app.db, provider, actor)).subscribed)
              throw badRequest(BILLING_MESSAGES.noCustomer, 'no_subscription');
            const plan = await findPlan(app.db, request.body.planId);
            if (!plan) throw notFound(BILLING_MESSAGES.planNotFound);
            await applyBillingEvent(app.db, 'test', testProvider.changePlan(userId, plan));
          }
          return statusOf(app.db, provider, actor);
        },
      );
    }
  });

export function billingRoutes(provider: BillingProvider) {
  return async (app: FastifyInstance) => {
    await app.register(publicBillingRoutes(provider));
    await app.register(subscriptionRoutes(provider));
    await app.register(supplierBillingRoutes(provider));
  };
}
