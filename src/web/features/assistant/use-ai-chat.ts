import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { ChatMessage } from '@common/assistant';
import { AI_MESSAGES } from '@common/assistant-rules';
import { errorMessage } from '@web/lib/api-client';
import { streamAiChat } from './api/stream-ai-chat';

/** §8: 429 shows a title and a detail; other failures one line. */
function showFailure(message: string) {
  if (message === AI_MESSAGES.rateLimited)
    toast.error(AI_MESSAGES.rateLimitedTitle, { description: AI_MESSAGES.rateLimitedDetail });
  else toast.error(message);
}

/**
 * A streamed AI conversation (assistant panel and Mi Chef IA). `extraBody` is sent with the
 * messages (Mi Chef IA's recipe). Nothing is sent while the input is empty or a reply is pending;
 * on failure the unanswered assistant bubble is removed.
 */
export function useAiChat(path: string, extraBody?: () => object) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      if (!text.trim() || pending) return;
      const history: ChatMessage[] = [...messages, { role: 'user', content: text.trim() }];
      setMessages([...history, { role: 'assistant', content: '' }]);
      setPending(true);
      const abort = new AbortController();
      controller.current = abort;
      const appendToReply = (piece: string) =>
        setMessages((current) => [
          ...current.slice(0, -1),
          { role: 'assistant', content: current[current.length - 1].content + piece },
        ]);
      try {
        await streamAiChat(path, { ...extraBody?.(), messages: history }, appendToReply, abort.signal);
      } catch (error) {
        if (abort.signal.aborted) return;
        setMessages((current) => (current[current.length - 1]?.content === '' ? current.slice(0, -1) : current));
        showFailure(errorMessage(error, AI_MESSAGES.connectionFailed));
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setPending(false);
        }
      }
    },
    [extraBody, messages, path, pending],
  );

  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setPending(false);
    setMessages([]);
  }, []);

  return { messages, pending, send, clear };
}
