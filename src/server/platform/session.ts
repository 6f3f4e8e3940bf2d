import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@common/accounts';
import type { Actor } from './actor';
import type { Auth } from './auth';
import type { Database } from './db/client';
import { sessions, userRoles, users } from './db/schema';

/**
 * The token of a better-auth signed cookie (`token.base64(HMAC-SHA256(token))`), checked the way
 * better-call does but synchronously; null when the value is missing, malformed or forged.
 */
export function verifySignedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = value.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Resolves the session cookie of every API request into `request.actor` (id and roles). The common
 * case (a live session not yet due for its daily refresh) is one indexed query; an expired session
 * or one due for refresh goes through better-auth, which deletes or extends it.
 */
export async function registerSession(app: FastifyInstance, auth: Auth, db: Database) {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;
  const findSession = (token: string) =>
    db
      .select({
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        roles: sql<
          Role[]
        >`coalesce((select array_agg(${userRoles.role}::text) from ${userRoles} where ${userRoles.userId} = ${sessions.userId}), '{}')`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, token))
      .limit(1);

  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/provider')) return;
    if (!request.headers.cookie) return;
    const token = verifySignedToken(request.cookies[cookieName], context.secret);
    if (!token) return;
    const [session] = await findSession(token);
    if (!session) return;
    const dueForRefresh = session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    const actor: Actor = { userId: session.userId, roles: session.roles };
    if (!dueForRefresh) {
      request.actor = actor;
      return;
    }
    const refreshed = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    request.actor = refreshed?.user.id === actor.userId ? actor : null;
  });
}
