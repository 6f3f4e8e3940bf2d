import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@common/chat';
import { api } from '@web/lib/api-client';
import { chatKeys } from './chat-keys';

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => api<Conversation>(`/api/chat/conversations/${id}`, { signal }),
  });

export const useConversation = (id: string) => useQuery(conversationQueryOptions(id));
