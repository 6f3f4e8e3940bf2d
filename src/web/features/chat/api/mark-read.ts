import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { chatKeys } from './chat-keys';

/** The conversation is open: every incoming message becomes read (the sender's ticks turn blue live). */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>(`/api/chat/conversations/${conversationId}/read`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.unread }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
      ]),
  });
}
