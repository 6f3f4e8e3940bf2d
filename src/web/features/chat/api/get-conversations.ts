import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@common/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.chat.conversations,
    queryFn: ({ signal }) => api<Conversation[]>('/api/chat/conversations', { signal }),
  });

/** The user's conversations, newest activity first (the server orders them). */
export const useConversations = () => useQuery(conversationsQueryOptions());
