/** What happened at the payment provider, in the provider-neutral form the billing service applies. */
export type BillingChange =
  | { kind: 'customer.linked'; userId: string; customerId: string }
  | {
      kind: 'subscription.changed';
      subscriptionId: string;
      userId?: string;
      customerId?: string;
      status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid';
      planId?: string;
      providerPriceId?: string;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: 'subscription.deleted'; subscriptionId: string }
  | { kind: 'payment.failed'; subscriptionId: string };

/** One provider event (applied once, by id) and the changes it carries. */
export interface BillingEvent {
  id: string;
  type: string;
  changes: BillingChange[];
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  plan: { id: string; name: string; interval: 'month' | 'year'; providerPriceId: string | null };
  /** The user's customer id at the provider, when one exists. */
  customerId: string | null;
}

/** One interface, two real adapters: local test mode (default) and Stripe. */
export interface BillingProvider {
  kind: 'test' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ url: string; customerId: string | null }>;
  createPortal(request: { userId: string; customerId: string | null }): Promise<{ url: string }>;
  /** Verifies a webhook's signature and translates it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent>;
}
