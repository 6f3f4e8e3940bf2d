import Stripe from 'stripe';
import type { BillingChange, BillingProvider } from './types';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  /** Another API origin (a local fake in tests); the real Stripe API otherwise. */
  apiUrl?: string;
}

const STATUSES = new Set(['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid']);

/** Stripe Checkout (subscription mode), the Billing Portal, and signed webhooks. */
export function createStripeBillingProvider(options: StripeOptions): BillingProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || 80),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });

  const subscriptionChange = (subscription: Stripe.Subscription): BillingChange => {
    const item = subscription.items?.data?.[0];
    const status = STATUSES.has(subscription.status) ? subscription.status : 'incomplete';
    return {
      kind: 'subscription.changed',
      subscriptionId: subscription.id,
      customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id,
      userId: subscription.metadata?.userId || undefined,
      status: status as Extract<BillingChange, { kind: 'subscription.changed' }>['status'],
      providerPriceId: item?.price?.id,
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    };
  };

  return {
    kind: 'stripe',
    async createCheckout({ userId, email, plan, customerId }) {
      if (!plan.providerPriceId) throw new Error(`El plan ${plan.name} no tiene precio en Stripe`);
      const customer = customerId ?? (await stripe.customers.create({ email, metadata: { userId } })).id;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price: plan.providerPriceId, quantity: 1 }],
        subscription_data: { metadata: { userId } },
        success_url: `${options.publicUrl}/proveedor/dashboard?pago=exitoso`,
        cancel_url: `${options.publicUrl}/proveedor/precios`,
      });
      if (!session.url) throw new Error('Stripe no devolvió la URL de pago');
      return { url: session.url, customerId: customer };
    },
    async createPortal({ customerId }) {
      if (!customerId) throw new Error('Sin cliente en Stripe');
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${options.publicUrl}/proveedor/dashboard`,
      });
      return { url: session.url };
    },
    async parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      return { id: event.id, type: event.type, changes: await changesOf(event) };
    },
  };

  async function changesOf(event: Stripe.Event): Promise<BillingChange[]> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const customerId = typeof session.customer === 'string' ? session.customer : session.customer?.id;
        const changes: BillingChange[] = [];
        if (session.client_reference_id && customerId) {
          changes.push({ kind: 'customer.linked', userId: session.client_reference_id, customerId });
        }
        const subscriptionId =
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        if (subscriptionId) changes.push(subscriptionChange(await stripe.subscriptions.retrieve(subscriptionId)));
        return changes;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        return [subscriptionChange(event.data.object)];
      case 'customer.subscription.deleted':
        return [{ kind: 'subscription.deleted', subscriptionId: event.data.object.id }];
      case 'invoice.payment_failed': {
        const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } };
        const fromParent = invoice.parent?.subscription_details?.subscription;
        const raw = fromParent ?? invoice.subscription;
        const subscriptionId = typeof raw === 'string' ? raw : raw?.id;
        return subscriptionId ? [{ kind: 'payment.failed', subscriptionId }] : [];
      }
      default:
        return [];
    }
  }
}
