import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BillingEvent, BillingProvider } from './types';

const TOKEN_TTL_MS = 60 * 60 * 1000;

interface CheckoutToken {
  userId: string;
  planId: string;
  interval: 'month' | 'year';
  expiresAt: number;
  nonce: string;
}

/**
 * Test mode, the default when no Stripe keys are set: checkout goes to Alacena's own
 * "Pago de prueba" page with a signed token; nothing is charged. Completing it produces the same
 * kind of event a Stripe webhook would.
 */
export function createTestBillingProvider(secret: string): BillingProvider & {
  completeCheckout(token: string): BillingEvent | null;
  changePlan(userId: string, plan: { id: string; interval: 'month' | 'year' }): BillingEvent;
  cancel(userId: string): BillingEvent;
} {
  const sign = (payload: string) => createHmac('sha256', secret).update(`billing-test:${payload}`).digest('base64url');
  const subscriptionId = (userId: string) => `test_sub_${userId}`;
  const periodEnd = (interval: 'month' | 'year') => {
    const end = new Date();
    if (interval === 'month') end.setMonth(end.getMonth() + 1);
    else end.setFullYear(end.getFullYear() + 1);
    return end;
  };

  return {
    kind: 'test',
    async createCheckout({ userId, plan }) {
      const token: CheckoutToken = {
        userId,
        planId: plan.id,
        interval: plan.interval,
        expiresAt: Date.now() + TOKEN_TTL_MS,
        nonce: Math.random().toString(36).slice(2),
      };
      const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
      return { url: `/pago-de-prueba?token=${payload}.${sign(payload)}`, customerId: null };
    },
    async createPortal() {
      return { url: '/portal-de-prueba' };
    },
    async parseWebhook() {
      throw new Error('El modo de prueba no recibe webhooks');
    },
    completeCheckout(raw) {
      const [payload, signature] = raw.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const token = JSON.parse(Buffer.from(payload, 'base64url').toString()) as CheckoutToken;
      if (token.expiresAt < Date.now()) return null;
      return {
        id: `test_checkout_${signature}`,
        type: 'checkout.session.completed',
        changes: [
          {
            kind: 'subscription.changed',
            subscriptionId: subscriptionId(token.userId),
            userId: token.userId,
            status: 'active',
            planId: token.planId,
            currentPeriodEnd: periodEnd(token.interval),
            cancelAtPeriodEnd: false,
          },
        ],
      };
    },
    changePlan(userId, plan) {
      return {
        id: `test_change_${userId}_${Date.now()}`,
        type: 'customer.subscription.updated',
        changes: [
          {
            kind: 'subscription.changed',
            subscriptionId: subscriptionId(userId),
            userId,
            status: 'active',
            planId: plan.id,
            currentPeriodEnd: periodEnd(plan.interval),
            cancelAtPeriodEnd: false,
          },
        ],
      };
    },
    cancel(userId) {
      return {
        id: `test_cancel_${userId}_${Date.now()}`,
        type: 'customer.subscription.deleted',
        changes: [{ kind: 'subscription.deleted', subscriptionId: subscriptionId(userId) }],
      };
    },
  };
}

export type TestBillingProvider = ReturnType<typeof createTestBillingProvider>;
