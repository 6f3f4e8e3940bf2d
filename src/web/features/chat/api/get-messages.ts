import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@common/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The thread in order; with `search`, only the messages matching it (server-side, ignoring case). */
export const messagesQueryOptions = (conversationId: string, search = '') =>
  queryOptions({
    queryKey: queryKeys.chat.thread(conversationId, search),
    queryFn: ({ signal }) => {
      const query = search ? `?${new URLSearchParams({ search })}` : '';
      return api<ChatMessage[]>(`/api/chat/conversations/${conversationId}/messages${query}`, { signal });
    },
    // Opening a thread always loads it (that is what marks incoming messages delivered); while
    // open, live events keep it current and it is fetched again after a reconnect.
    staleTime: 0,
  });

export const useMessages = (conversationId: string, search = '') =>
  useQuery(messagesQueryOptions(conversationId, search));
