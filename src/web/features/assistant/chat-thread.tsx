import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@common/assistant';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { MarkdownMessage } from './markdown-message';

/** The conversation, newest at the bottom; the reply being written shows a spinner until its first words. */
export function ChatThread({ messages, assistantName }: { messages: ChatMessage[]; assistantName: string }) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  useEffect(() => {
    // A block body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, last?.content]);
  return (
    <div>
      <ol className="flex flex-col gap-3" aria-live="polite" aria-label={`Conversación con ${assistantName}`}>
        {messages.map((message, index) => (
          <li
            key={index}
            data-role={message.role}
            className={cn(
              'max-w-[90%] rounded-xl px-3 py-2',
              message.role === 'user' ? 'self-end bg-brand-700 text-white' : 'self-start bg-slate-100 text-slate-900',
            )}
          >
            {message.role === 'user' ? (
              <p className="text-sm whitespace-pre-wrap">{message.content}</p>
            ) : message.content ? (
              <MarkdownMessage text={message.content} />
            ) : (
              <Spinner size="sm" label={`${assistantName} está escribiendo`} />
            )}
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
