import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@common/chat';
import { TYPING_IDLE_MS } from '@common/chat-rules';
import { useRealtimeChannel } from '@web/lib/use-realtime-channel';
import { queryKeys } from '@web/lib/query-keys';
import { mergeMessages } from './merge-messages';

/**
 * Keeps an open thread live: new and updated messages merge into the cached thread by id, the other
 * side's typing shows until 3 s of silence, and after a reconnect the thread is fetched again.
 * Being subscribed to `conversation:{id}` is also what tells the server the conversation is open.
 */
export function useConversationLive(conversationId: string, myId: string | undefined) {
  const queryClient = useQueryClient();
  const [otherTyping, setOtherTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTyping = () => {
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = null;
    setOtherTyping(false);
  };

  useEffect(
    () => () => {
      if (typingTimer.current) clearTimeout(typingTimer.current);
    },
    [],
  );

  const merge = (messages: ChatMessage[]) => {
    const key = queryKeys.chat.thread(conversationId, '');
    // Still loading: that load may predate this message, so load again rather than lose it.
    if (!queryClient.getQueryData(key)) return void queryClient.invalidateQueries({ queryKey: key });
    queryClient.setQueryData<ChatMessage[]>(key, (current) => mergeMessages(current ?? [], messages));
  };
  const refetchSearches = () =>
    queryClient.invalidateQueries({
      queryKey: queryKeys.chat.messages(conversationId),
      predicate: (query) => query.queryKey[3] !== '',
    });

  useRealtimeChannel(`conversation:${conversationId}`, (event) => {
    switch (event.type) {
      case 'message.created': {
        const message = event.message as ChatMessage;
        merge([message]);
        void refetchSearches();
        void queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations });
        if (message.senderId !== myId) stopTyping();
        break;
      }
      case 'message.updated':
        merge(event.messages as ChatMessage[]);
        break;
      case 'typing':
        if (event.userId === myId) break;
        setOtherTyping(true);
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS);
        break;
      case 'subscribed':
      case 'reconnected':
      case 'refetch':
        void queryClient.invalidateQueries({ queryKey: queryKeys.chat.messages(conversationId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations });
        break;
    }
  });

  return { otherTyping };
}
