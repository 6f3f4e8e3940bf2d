import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, from the session cookie; never from the request body. */
    userId: string | null;
  }
}

/** Resolves the session cookie of every API request into `request.userId`. */
export function registerSession(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/provider')) return;
    if (!request.headers.cookie) return;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    request.userId = session?.user.id ?? null;
  });
}

export function requireUser(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}
