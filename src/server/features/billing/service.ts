import type { Plan, SubscriptionStatus } from '@common/billing';
import type { Actor } from '../../platform/actor';
import type { Database, Transaction } from '../../platform/db/client';
import type { BillingChange, BillingEvent } from '../../platform/billing/types';
import {
  cancelSubscriptionRow,
  hasActiveSubscriptionRow,
  insertBillingEvent,
  insertCustomer,
  markSubscriptionPastDue,
  selectActivePlan,
  selectActivePlans,
  selectActiveSubscription,
  selectCustomerId,
  selectPlanIdOfPrice,
  selectUserOfCustomer,
  setPlanPriceId,
  upsertSubscription,
} from './queries';

export { activeSubscriberCondition } from './queries';

export async function listActivePlans(db: Database): Promise<Plan[]> {
  return selectActivePlans(db);
}

export async function findPlan(db: Database, planId: string) {
  return (await selectActivePlan(db, { planId })) ?? null;
}

/** With Stripe configured, the plans carry their Stripe price ids. */
export async function syncPlanPriceIds(db: Database, prices: { month: string; year: string }) {
  await setPlanPriceId(db, { interval: 'month', priceId: prices.month });
  await setPlanPriceId(db, { interval: 'year', priceId: prices.year });
}

export async function findCustomerId(db: Database, actor: Actor) {
  return (await selectCustomerId(db, actor.userId)) ?? null;
}

/** By user id: also applied from a provider's event, where there is no actor. */
export async function linkCustomer(db: Database | Transaction, userId: string, provider: string, customerId: string) {
  await insertCustomer(db, userId, { provider, customerId });
}

/** By user id: the audiences' paid-plan check (platform) asks before the handler runs. */
export async function hasActiveSubscription(db: Database | Transaction, userId: string) {
  return hasActiveSubscriptionRow(db, userId);
}

/** SPEC §3 check-subscription, read from the database (never trusted from the browser). */
export async function getSubscriptionStatus(
  db: Database,
  actor: Actor,
  provider: 'test' | 'stripe',
): Promise<SubscriptionStatus> {
  const row = await selectActiveSubscription(db, actor.userId);
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
export async function applyBillingEvent(
  db: Database,
  provider: 'test' | 'stripe',
  event: BillingEvent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertBillingEvent(tx, { id: event.id, type: event.type }))) return false;
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
      const userId =
        change.userId ??
        (change.customerId ? await selectUserOfCustomer(tx, { customerId: change.customerId }) : undefined);
      if (!userId) return;
      const planId =
        change.planId ??
        (change.providerPriceId ? await selectPlanIdOfPrice(tx, { priceId: change.providerPriceId }) : undefined) ??
        null;
      const values = {
        status: change.status,
        planId,
        currentPeriodEnd: change.currentPeriodEnd,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd,
        providerCustomerId: change.customerId ?? null,
      };
      await upsertSubscription(tx, userId, { provider, subscriptionId: change.subscriptionId, values });
      return;
    }
    case 'subscription.deleted':
      await cancelSubscriptionRow(tx, { subscriptionId: change.subscriptionId });
      return;
    case 'payment.failed':
      await markSubscriptionPastDue(tx, { subscriptionId: change.subscriptionId });
      return;
  }
}
