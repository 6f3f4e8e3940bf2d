import { and, desc, eq, inArray, sql, type Column } from 'drizzle-orm';
import type { Plan, SubscriptionStatus } from '@common/billing';
import type { Database, Transaction } from '../../platform/db/client';
import { billingCustomers, billingEvents, subscriptionPlans, subscriptions } from '../../platform/db/schema';
import type { BillingChange, BillingEvent } from '../../platform/billing/types';

const ACTIVE_STATUSES = ['active', 'trialing'] as const;

export async function listActivePlans(db: Database): Promise<Plan[]> {
  return db
    .select({ id: subscriptionPlans.id, name: subscriptionPlans.name, priceAmount: subscriptionPlans.priceAmount, interval: subscriptionPlans.interval })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(subscriptionPlans.priceAmount);
}

export async function findPlan(db: Database, planId: string) {
  const [plan] = await db.select().from(subscriptionPlans).where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true)));
  return plan ?? null;
}

/** With Stripe configured, the plans carry their Stripe price ids. */
export async function syncPlanPriceIds(db: Database, prices: { month: string; year: string }) {
  await db.update(subscriptionPlans).set({ providerPriceId: prices.month }).where(eq(subscriptionPlans.interval, 'month'));
  await db.update(subscriptionPlans).set({ providerPriceId: prices.year }).where(eq(subscriptionPlans.interval, 'year'));
}

export async function findCustomerId(db: Database, userId: string) {
  const [row] = await db.select({ id: billingCustomers.providerCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.id ?? null;
}

export async function linkCustomer(db: Database | Transaction, userId: string, provider: string, customerId: string) {
  await db.insert(billingCustomers).values({ userId, provider, providerCustomerId: customerId }).onConflictDoNothing();
}

/** A subscription counts while it is active or trialing and its period has not ended. */
const isActive = sql`${subscriptions.status} in ('active', 'trialing') and (${subscriptions.currentPeriodEnd} is null or ${subscriptions.currentPeriodEnd} > now())`;

export async function hasActiveSubscription(db: Database | Transaction, userId: string) {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, userId), isActive)).limit(1);
  return Boolean(row);
}

/** SPEC §3 check-subscription, read from the database (never trusted from the browser). */
export async function getSubscriptionStatus(db: Database, userId: string, provider: 'test' | 'stripe'): Promise<SubscriptionStatus> {
  const [row] = await db
    .select({
      planId: subscriptions.planId,
      planName: subscriptionPlans.name,
      interval: subscriptionPlans.interval,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), isActive))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return {
    subscribed: Boolean(row),
    productId: row?.planId ?? null,
    planName: row?.planName ?? null,
    subscriptionEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    planInterval: row?.interval ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    provider,
  };
}

/**
 * The one code path that changes subscriptions, for Stripe webhooks and test mode alike. An event id
 * already applied is skipped, so a replayed webhook changes nothing. Returns whether it was applied.
 */
export async function applyBillingEvent(db: Database, provider: 'test' | 'stripe', event: BillingEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (inserted.length === 0) return false;
    for (const change of event.changes) await applyChange(tx, provider, change);
    return true;
  });
}

async function applyChange(tx: Transaction, provider: 'test' | 'stripe', change: BillingChange) {
  switch (change.kind) {
    case 'customer.linked':
      await linkCustomer(tx, change.userId, provider, change.customerId);
      return;
    case 'subscription.changed': {
      const userId = change.userId ?? (await userOfCustomer(tx, change.customerId));
      if (!userId) return;
      const planId = change.planId ?? (await planOfPrice(tx, change.providerPriceId));
      const values = {
        status: change.status,
        planId,
        currentPeriodEnd: change.currentPeriodEnd,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd,
        providerCustomerId: change.customerId ?? null,
      };
      await tx
        .insert(subscriptions)
        .values({ userId, provider, providerSubscriptionId: change.subscriptionId, ...values })
        .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values });
      return;
    }
    case 'subscription.deleted':
      await tx.update(subscriptions).set({ status: 'canceled', cancelAtPeriodEnd: false }).where(eq(subscriptions.providerSubscriptionId, change.subscriptionId));
      return;
    case 'payment.failed':
      await tx
        .update(subscriptions)
        .set({ status: 'past_due' })
        .where(and(eq(subscriptions.providerSubscriptionId, change.subscriptionId), inArray(subscriptions.status, [...ACTIVE_STATUSES])));
      return;
  }
}

async function userOfCustomer(tx: Transaction, customerId: string | undefined) {
  if (!customerId) return null;
  const [row] = await tx.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.providerCustomerId, customerId));
  return row?.userId ?? null;
}

async function planOfPrice(tx: Transaction, priceId: string | undefined) {
  if (!priceId) return null;
  const [row] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.providerPriceId, priceId));
  return row?.id ?? null;
}

/** SQL condition: the user in this column has an active subscription (the marketplace's "verified"). */
export const activeSubscriberCondition = (userIdColumn: Column) =>
  sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userIdColumn} and ${isActive})`;
