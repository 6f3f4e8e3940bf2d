import { and, desc, eq, inArray, sql, type Column } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { billingCustomers, billingEvents, subscriptionPlans, subscriptions } from '../../platform/db/schema';

/*
 * All SQL of billing. Customers and subscriptions belong to a user: those functions take the owner's
 * id and filter by it. Plans are public, and a provider's event names its subscription or customer,
 * not a caller: those take no owner (decision 033).
 */

const ACTIVE_STATUSES = ['active', 'trialing'] as const;

/** A subscription counts while it is active or trialing and its period has not ended. */
const isActive = sql`${subscriptions.status} in ('active', 'trialing') and (${subscriptions.currentPeriodEnd} is null or ${subscriptions.currentPeriodEnd} > now())`;

/** SQL condition: the user in this column has an active subscription (the marketplace's "verified"). */
export const activeSubscriberCondition = (userIdColumn: Column) =>
  sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userIdColumn} and ${isActive})`;

export function selectActivePlans(db: Queryable) {
  return db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceAmount: subscriptionPlans.priceAmount,
      interval: subscriptionPlans.interval,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(subscriptionPlans.priceAmount);
}

export async function selectActivePlan(db: Queryable, params: { planId: string }) {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, params.planId), eq(subscriptionPlans.isActive, true)));
  return plan;
}

export async function setPlanPriceId(db: Queryable, params: { interval: 'month' | 'year'; priceId: string }) {
  await db
    .update(subscriptionPlans)
    .set({ providerPriceId: params.priceId })
    .where(eq(subscriptionPlans.interval, params.interval));
}

export async function selectPlanIdOfPrice(db: Queryable, params: { priceId: string }) {
  const [row] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.providerPriceId, params.priceId));
  return row?.id;
}

export async function selectCustomerId(db: Queryable, ownerId: string) {
  const [row] = await db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, ownerId));
  return row?.id;
}

export async function insertCustomer(db: Queryable, ownerId: string, params: { provider: string; customerId: string }) {
  await db
    .insert(billingCustomers)
    .values({ userId: ownerId, provider: params.provider, providerCustomerId: params.customerId })
    .onConflictDoNothing();
}

export async function selectUserOfCustomer(db: Queryable, params: { customerId: string }) {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.providerCustomerId, params.customerId));
  return row?.userId;
}

export async function hasActiveSubscriptionRow(db: Queryable, ownerId: string) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, ownerId), isActive))
    .limit(1);
  return Boolean(row);
}

/** The owner's latest active subscription with its plan. */
export async function selectActiveSubscription(db: Queryable, ownerId: string) {
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
    .where(and(eq(subscriptions.userId, ownerId), isActive))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row;
}

/** False when the event id was already recorded (a replayed webhook). */
export async function insertBillingEvent(db: Queryable, params: { id: string; type: string }) {
  const inserted = await db.insert(billingEvents).values(params).onConflictDoNothing().returning();
  return inserted.length > 0;
}

type SubscriptionValues = Pick<
  typeof subscriptions.$inferInsert,
  'status' | 'planId' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'providerCustomerId'
>;

export async function upsertSubscription(
  db: Queryable,
  ownerId: string,
  params: { provider: string; subscriptionId: string; values: SubscriptionValues },
) {
  await db
    .insert(subscriptions)
    .values({
      userId: ownerId,
      provider: params.provider,
      providerSubscriptionId: params.subscriptionId,
      ...params.values,
    })
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: params.values });
}

export async function cancelSubscriptionRow(db: Queryable, params: { subscriptionId: string }) {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false })
    .where(eq(subscriptions.providerSubscriptionId, params.subscriptionId));
}

/** An active subscription whose payment failed becomes past_due. */
export async function markSubscriptionPastDue(db: Queryable, params: { subscriptionId: string }) {
  await db
    .update(subscriptions)
    .set({ status: 'past_due' })
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, params.subscriptionId),
        inArray(subscriptions.status, [...ACTIVE_STATUSES]),
      ),
    );
}
