import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshOnEvent } from '@web/lib/refresh-on-event';
import { useRealtimeChannel } from '@web/lib/use-realtime-channel';
import { queryKeys } from '@web/lib/query-keys';

export interface UnreadMessages {
  total: number;
  byConversation: Record<string, number>;
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.chat.unread,
    queryFn: ({ signal }) => api<UnreadMessages>('/api/chat/unread', { signal }),
    // SPEC §9: the unread count refetches every 30 s (and live on every change).
    refetchInterval: 30_000,
    staleTime: 0,
  });

/** Unread chat messages of the signed-in user, kept live through their `user:{id}` channel. */
export function useUnreadMessages(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeChannel(userId ? `user:${userId}` : null, (event) => {
    if (['unread.changed', 'refetch', 'subscribed', 'reconnected'].includes(event.type)) {
      void refreshOnEvent(queryClient, queryKeys.chat.unread, event.type);
      void refreshOnEvent(queryClient, queryKeys.chat.conversations, event.type);
    }
  });
  return useQuery({ ...unreadMessagesQueryOptions(), enabled: Boolean(userId) });
}
