import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from './db/client';
import { accounts, sessions, users, verifications } from './db/schema';

export interface AuthOptions {
  secret: string;
  publicUrl: string;
  /** Runs after better-auth creates a user (profile row, admin grant). */
  onUserCreated: (user: { id: string; email: string; name: string }) => Promise<void>;
}

const SESSION_DAYS = 30;

/** better-auth on our Drizzle schema: e-mail + password (argon2id), sessions in the database. */
export function createAuth(db: Database, options: AuthOptions) {
  return betterAuth({
    appName: 'Alacena',
    baseURL: options.publicUrl,
    basePath: '/api/auth/provider',
    secret: options.secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
    },
    session: { expiresIn: 60 * 60 * 24 * SESSION_DAYS, updateAge: 60 * 60 * 24 },
    // Our own routes wrap better-auth's API and rate-limit sign-in themselves.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'alacena',
      useSecureCookies: options.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    databaseHooks: {
      user: { create: { after: (user) => options.onUserCreated(user) } },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
