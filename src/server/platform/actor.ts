import type { FastifyRequest } from 'fastify';
import type { Role } from '@common/accounts';

/** The caller of a request: resolved once from the session cookie, never from the request body. */
export interface Actor {
  userId: string;
  roles: readonly Role[];
  /** Whether the paid plan is active; loaded only for routes that require it (`config.actor.subscription`). */
  subscribed?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook; routes read it through `actorOf` (signed-in audiences) or `callerOf` (public). */
    actor: Actor | null;
  }
}

/**
 * The signed-in caller of a route registered under a signed-in audience, whose hook has already
 * refused anonymous callers. Anywhere else it is a programming error, not a user's.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor)
    throw new Error(`actorOf on ${request.routeOptions.url ?? request.url} outside a signed-in audience`);
  return request.actor;
}

/** The caller of a public route, or null for anonymous visitors. */
export const callerOf = (request: FastifyRequest): Actor | null => request.actor;

/** Rate-limit key: per signed-in user, else per address. */
export const rateLimitKey = (request: FastifyRequest) => request.actor?.userId ?? request.ip;
