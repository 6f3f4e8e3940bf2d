import { z } from 'zod';

/** SPEC §1/§9 plans and their marketing figures. */
export const PLAN_COPY = {
  month: { name: 'Plan Mensual', price: '49.00', perMonth: '49.00' },
  year: { name: 'Plan Anual', price: '490.00', perMonth: '40.83', savingPercent: 15, savingPerYear: '98.00' },
  from: 'Desde $49/mes',
} as const;

export const BILLING_MESSAGES = {
  checkoutFailed: 'Error al crear sesión de pago',
  portalFailed: 'Error al abrir portal',
  subscriptionRequired: 'Suscripción Requerida',
  subscriptionRequiredDetail: 'Necesitas una suscripción activa para administrar tu catálogo',
  planNotFound: 'Plan no encontrado',
  invalidTestSession: 'La sesión de pago de prueba no es válida o ya expiró',
  noCustomer: 'Aún no tienes una suscripción que administrar',
} as const;

export const planSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  priceAmount: z.string(),
  interval: z.enum(['month', 'year']),
});
export type Plan = z.infer<typeof planSchema>;

/** SPEC §3 "Subscription status (from a function)". */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  productId: z.string().nullable(),
  planName: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  planInterval: z.enum(['month', 'year']).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(['test', 'stripe']),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const checkoutInputSchema = z.object({ planId: z.uuid(BILLING_MESSAGES.planNotFound) });
export const urlResponseSchema = z.object({ url: z.string() });

export const testCheckoutCompleteSchema = z.object({ token: z.string().min(1).max(2000) });
export const testPortalActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('change'), planId: z.uuid(BILLING_MESSAGES.planNotFound) }),
  z.object({ action: z.literal('cancel') }),
]);

/** SPEC §9: the subscription status is stale after 60 s and refetched every 60 s. */
export const SUBSCRIPTION_REFRESH_MS = 60_000;
