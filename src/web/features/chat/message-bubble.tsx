import type { ChatMessage } from '@common/chat';
import { cn } from '@web/lib/cn';
import { formatTime } from '@web/lib/format-date';
import { MessageAttachment } from './message-attachment';
import { MessageTicks } from './message-ticks';

export function MessageBubble({
  message,
  own,
  onImageLoad,
}: {
  message: ChatMessage;
  own: boolean;
  onImageLoad?: () => void;
}) {
  return (
    <li
      data-testid="chat-message"
      data-own={own}
      className={cn(
        'flex max-w-[85%] flex-col gap-1 rounded-2xl border px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
        own
          ? 'self-end rounded-br-sm border-brand-100 bg-brand-50'
          : 'self-start rounded-bl-sm border-slate-200 bg-white',
      )}
    >
      <span className="sr-only">{own ? 'Tú:' : 'Recibido:'}</span>
      <MessageAttachment message={message} onImageLoad={onImageLoad} />
      {message.message && <p className="break-words whitespace-pre-wrap">{message.message}</p>}
      <span className="flex items-center justify-end gap-1 text-xs text-slate-600">
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
        {own && <MessageTicks status={message.status} />}
      </span>
    </li>
  );
}
