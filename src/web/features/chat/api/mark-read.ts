import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The conversation is open: every incoming message becomes read (the sender's ticks turn blue live). */
export function useMarkConversationRead(conversationId: string) {
  return useMutation({
    mutationFn: () => api<{ ok: true }>(`/api/chat/conversations/${conversationId}/read`, { method: 'POST' }),
    meta: { invalidates: [queryKeys.chat.unread, queryKeys.chat.conversations] },
  });
}
