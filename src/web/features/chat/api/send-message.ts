import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@common/chat';
import { api } from '@web/lib/api-client';
import { mergeMessages } from '../merge-messages';
import { queryKeys } from '@web/lib/query-keys';

export interface NewMessage {
  message: string;
  file?: File | null;
}

/** Text as JSON; with a file, multipart (fields `message` and `file`). */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, file }: NewMessage) => {
      const path = `/api/chat/conversations/${conversationId}/messages`;
      if (!file) return api<ChatMessage>(path, { method: 'POST', body: { message } });
      const form = new FormData();
      form.append('message', message);
      form.append('file', file, file.name);
      return api<ChatMessage>(path, { method: 'POST', body: form });
    },
    onSuccess: (sent) => {
      queryClient.setQueryData<ChatMessage[]>(queryKeys.chat.thread(conversationId, ''), (current) =>
        mergeMessages(current ?? [], [sent]),
      );
    },
    meta: { invalidates: [queryKeys.chat.conversations] },
  });
}
