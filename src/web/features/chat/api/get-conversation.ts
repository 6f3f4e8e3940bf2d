import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@common/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.chat.conversation(id),
    queryFn: ({ signal }) => api<Conversation>(`/api/chat/conversations/${id}`, { signal }),
  });

export const useConversation = (id: string) => useQuery(conversationQueryOptions(id));
