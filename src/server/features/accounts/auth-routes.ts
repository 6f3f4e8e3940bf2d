import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AUTH_MESSAGES, meResponseSchema, signInSchema, signUpSchema, type SignInInput } from '@common/accounts';
import { callerOf } from '../../platform/actor';
import { publicAudience } from '../../platform/audience';
import type { Auth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { getSessionUser } from './service';

const okSchema = z.object({ ok: z.literal(true) });

/** Sign-up, sign-in and sign-out wrap better-auth so every answer is validated and in Spanish. */
export function authRoutes(auth: Auth, loginRateLimit: number) {
  return publicAudience(async (app) => {
    // Per account as well as per address (decision 023): rotating addresses does not buy more guesses.
    const perAccount = app.createRateLimit({
      max: loginRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request) => `sign-in:${(request.body as SignInInput).email}`,
    });

    app.post(
      '/api/auth/sign-up',
      { schema: { tags: ['auth'], body: signUpSchema, response: { 200: meResponseSchema } } },
      async (request, reply) => {
        const { email, password, businessName } = request.body;
        const result = await callAuth(() =>
          auth.api.signUpEmail({
            body: { email, password, name: businessName },
            headers: fromNodeHeaders(request.headers),
            returnHeaders: true,
          }),
        );
        forwardCookies(result.headers, reply);
        return { user: await getSessionUser(app.db, result.response.user.id) };
      },
    );

    app.post(
      '/api/auth/sign-in',
      {
        config: { rateLimit: { max: loginRateLimit, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], body: signInSchema, response: { 200: meResponseSchema } },
        preHandler: async (request, reply) => {
          const limit = await perAccount(request);
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', limit.ttlInSeconds);
            throw new AppError(429, 'rate_limited', AUTH_MESSAGES.tooManyAttempts);
          }
        },
      },
      async (request, reply) => {
        const result = await callAuth(() =>
          auth.api.signInEmail({
            body: request.body,
            headers: fromNodeHeaders(request.headers),
            returnHeaders: true,
          }),
        );
        forwardCookies(result.headers, reply);
        return { user: await getSessionUser(app.db, result.response.user.id) };
      },
    );

    app.post(
      '/api/auth/sign-out',
      { schema: { tags: ['auth'], response: { 200: okSchema } } },
      async (request, reply) => {
        if (request.headers.cookie) {
          const result = await callAuth(() =>
            auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true }),
          ).catch(() => null);
          if (result) forwardCookies(result.headers, reply);
        }
        return { ok: true as const };
      },
    );

    app.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: meResponseSchema } } }, async (request) => {
      const caller = callerOf(request);
      return { user: caller && (await getSessionUser(app.db, caller.userId)) };
    });
  });
}

function forwardCookies(headers: Headers, reply: FastifyReply) {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Maps better-auth's English errors to the Spanish messages of SPEC §8. */
async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code = String(error.body?.code ?? '');
    if (code.startsWith('USER_ALREADY_EXISTS')) {
      throw new AppError(409, 'already_registered', AUTH_MESSAGES.alreadyRegistered);
    }
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'INVALID_EMAIL') {
      throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    }
    if (code === 'PASSWORD_TOO_SHORT') throw new AppError(400, 'validation_error', AUTH_MESSAGES.shortPassword);
    throw new AppError(error.statusCode >= 500 ? 500 : 400, 'auth_error', AUTH_MESSAGES.signInFailed);
  }
}
