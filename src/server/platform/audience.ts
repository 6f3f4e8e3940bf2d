import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '@common/accounts';
import { BILLING_MESSAGES } from '@common/billing';
import { AppError, forbidden, unauthorized } from './errors';

/** What one route requires beyond its audience, in its `config.actor`; checked by the audience's hook. */
export interface ActorRequirement {
  /** A role the audience itself does not require (e.g. only restaurants start a chat). */
  role?: Role;
  /** The 403 message when the role is missing, instead of the audience's. */
  deniedMessage?: string;
  /** The 401 message, instead of 'Usuario no autenticado'. */
  signInMessage?: string;
  /** The paid plan must be active (402 otherwise). */
  subscription?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    actor?: ActorRequirement;
  }
  interface FastifyInstance {
    /** Whether the user's paid plan is active: billing's rule, handed over by app.ts (platform imports no feature). */
    isSubscribed: (userId: string) => Promise<boolean>;
  }
}

const withZod = (instance: FastifyInstance) => instance.withTypeProvider<ZodTypeProvider>();
/** The instance a route file declares its routes on. */
export type AudienceApp = ReturnType<typeof withZod>;
export type AudienceRoutes = (app: AudienceApp) => Promise<void> | void;

interface Policy {
  signedIn: boolean;
  role?: Role;
}

/**
 * onRequest, so a refused caller never gets a body parsed: 401 without a session, 403 without the
 * audience's (or the route's) role, 402 without the paid plan where the route requires it.
 */
async function admit(request: FastifyRequest, policy: Policy) {
  const needs = request.routeOptions.config.actor ?? {};
  const actor = request.actor;
  if (!actor) throw unauthorized(needs.signInMessage);
  const role = needs.role ?? policy.role;
  if (role && !actor.roles.includes(role)) throw forbidden(needs.deniedMessage);
  if (needs.subscription) {
    const subscribed = await request.server.isSubscribed(actor.userId);
    if (!subscribed) throw new AppError(402, 'subscription_required', BILLING_MESSAGES.subscriptionRequiredDetail);
    request.actor = { ...actor, subscribed };
  }
}

/** An audience: an encapsulated plugin whose hook admits callers for every route declared inside it. */
function audience(policy: Policy) {
  return (routes: AudienceRoutes): FastifyPluginAsync =>
    async (instance) => {
      if (policy.signedIn) instance.addHook('onRequest', (request) => admit(request, policy));
      await routes(withZod(instance));
    };
}

/** Anyone, signed in or not (sign-in, health, plans, webhooks, files with their own policy). */
export const publicAudience = audience({ signedIn: false });
/** Any signed-in user, whatever their role (profile, role choice, chat, notifications, alerts, ads…). */
export const memberAudience = audience({ signedIn: true });
/** Restaurant owners (SPEC §6): inventory, orders, recipes, marketplace, receipts, AI recipes. */
export const restaurantAudience = audience({ signedIn: true, role: 'restaurant_owner' });
/** Supplier vendors: company, catalogue, order inbox, billing. */
export const supplierAudience = audience({ signedIn: true, role: 'supplier_vendor' });
/** Admins: statistics, users, promotion, audit, ads. */
export const adminAudience = audience({ signedIn: true, role: 'admin' });

/** Gives the audiences billing's subscription rule. */
export function registerAudiences(app: FastifyInstance, isSubscribed: (userId: string) => Promise<boolean>) {
  app.decorate('isSubscribed', isSubscribed);
}
