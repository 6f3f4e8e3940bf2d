import { afterAll, beforeAll } from 'vitest';
import { requester } from './requester';
import { createTestApp, type TestApp } from './test-app';
import { signUpWithRole, type TestUser } from './users';

/**
 * The shared set-up of an API test file: a fresh app on its own database (a clone of the migrated
 * template, or a new PostgreSQL database) built before the file's tests and closed after them.
 *
 * The returned objects are filled in by `beforeAll`, so a file can destructure them at the top
 * (`const { ctx, request } = useTestApp()`) and use them inside its tests and helpers.
 */
export function useTestApp(env: Record<string, string> = {}, afterStart?: (ctx: TestApp) => Promise<void>) {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(env));
    await afterStart?.(ctx);
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return { ctx, request: requester(ctx) };
}

/** useTestApp with two restaurant owners: `owner`, and a `stranger` who must never reach the owner's data. */
export function useRestaurantApp(env: Record<string, string> = {}) {
  const owner = {} as TestUser;
  const stranger = {} as TestUser;
  const suite = useTestApp(env, async (ctx) => {
    Object.assign(owner, await signUpWithRole(ctx.app, 'restaurant_owner'));
    Object.assign(stranger, await signUpWithRole(ctx.app, 'restaurant_owner'));
  });
  return { ...suite, owner, stranger };
}
