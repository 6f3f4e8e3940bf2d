import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@common/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** 'Contactar': gets the restaurant's conversation with a supplier company, creating it the first time. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplierCompanyId: string) =>
      api<Conversation>('/api/chat/conversations', { method: 'POST', body: { supplierCompanyId } }),
    onSuccess: (conversation) => queryClient.setQueryData(queryKeys.chat.conversation(conversation.id), conversation),
    meta: { invalidates: [queryKeys.chat.conversations] },
  });
}
