import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshOnEvent } from './refresh-on-event';

const key = ['chat', 'unread'];

async function watched() {
  const queryClient = new QueryClient();
  const queryFn = vi.fn(async () => ({ total: 1 }));
  const observer = new QueryObserver(queryClient, { queryKey: key, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return { queryClient, queryFn, unsubscribe };
}

describe('refreshOnEvent', () => {
  it('does not refetch on the first confirmation what was just loaded', async () => {
    const { queryClient, queryFn, unsubscribe } = await watched();
    await refreshOnEvent(queryClient, key, 'subscribed');
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('refetches once when two listeners hear the same change', async () => {
    const { queryClient, queryFn, unsubscribe } = await watched();
    await Promise.all([
      refreshOnEvent(queryClient, key, 'unread.changed'),
      refreshOnEvent(queryClient, key, 'unread.changed'),
    ]);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('refetches after a reconnection, and on confirmation when the data is old', async () => {
    const { queryClient, queryFn, unsubscribe } = await watched();
    await refreshOnEvent(queryClient, key, 'reconnected');
    expect(queryFn).toHaveBeenCalledTimes(2);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    await refreshOnEvent(queryClient, key, 'subscribed');
    vi.restoreAllMocks();
    expect(queryFn).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
