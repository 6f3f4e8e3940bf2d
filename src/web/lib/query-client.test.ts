import { QueryObserver, type UseMutationOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

function seeded() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.products.list({ search: 'tomate' }), { items: [], total: 0 });
  queryClient.setQueryData(queryKeys.dashboard, {});
  queryClient.setQueryData(queryKeys.recipes.all, []);
  return queryClient;
}

const invalidated = (queryClient: ReturnType<typeof createQueryClient>, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('mutations declare what they invalidate', () => {
  it('a success invalidates every query under the declared keys, after the mutation’s own onSuccess', async () => {
    const queryClient = seeded();
    const seenInOnSuccess: (boolean | undefined)[] = [];
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => 'ok',
      meta: { invalidates: [queryKeys.products.all, queryKeys.dashboard] },
      onSuccess: () => void seenInOnSuccess.push(invalidated(queryClient, queryKeys.dashboard)),
    });
    await mutation.execute(undefined);
    expect(seenInOnSuccess).toEqual([false]);
    expect(invalidated(queryClient, queryKeys.products.list({ search: 'tomate' }))).toBe(true);
    expect(invalidated(queryClient, queryKeys.dashboard)).toBe(true);
    expect(invalidated(queryClient, queryKeys.recipes.all)).toBe(false);
  });

  it('a failure invalidates nothing', async () => {
    const queryClient = seeded();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        throw new Error('Stock insuficiente');
      },
      meta: { invalidates: [queryKeys.dashboard] },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('Stock insuficiente');
    expect(invalidated(queryClient, queryKeys.dashboard)).toBe(false);
  });

  it('a key outside the registry does not compile', () => {
    const options: UseMutationOptions = {
      // @ts-expect-error 'product' is not a registered key (the registry says 'products').
      meta: { invalidates: [['product']] },
    };
    expect(options.meta).toBeDefined();
  });
});

describe('a component that mounts with data the cache has just received', () => {
  const mount = (queryClient: ReturnType<typeof createQueryClient>, queryFn: () => Promise<unknown[]>) => {
    const observer = new QueryObserver(queryClient, { queryKey: queryKeys.recipes.all, queryFn, staleTime: 0 });
    return observer.subscribe(() => {});
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not fetch it again within a few seconds, even when it is kept always stale', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.recipes.all, []);
    const queryFn = vi.fn(async () => []);
    mount(queryClient, queryFn)();
    expect(queryFn).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 6_000);
    mount(queryClient, queryFn)();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('fetches it again at once when a change invalidated it', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.recipes.all, []);
    await queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all });
    const queryFn = vi.fn(async () => []);
    mount(queryClient, queryFn)();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
