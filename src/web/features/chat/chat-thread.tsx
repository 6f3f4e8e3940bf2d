import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { CHAT_MESSAGES } from '@common/chat-rules';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useConversation } from './api/get-conversation';
import { messagesQueryOptions, useMessages } from './api/get-messages';
import { useMarkConversationRead } from './api/mark-read';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { useConversationLive } from './use-conversation-live';

interface Props {
  conversationId: string;
  /** Mobile: back to the conversation list. */
  onBack?: () => void;
  /** The dialog has its own title ('Chat con …'). */
  showTitle?: boolean;
  className?: string;
}

/** One conversation: messages in order, search, typing indicator, ticks and the composer. */
export function ChatThread({ conversationId, onBack, showTitle = true, className }: Props) {
  const { user } = useSession();
  const conversation = useConversation(conversationId);
  const thread = useMessages(conversationId);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchOpen ? searchText.trim() : '');
  const results = useQuery({ ...messagesQueryOptions(conversationId, search), enabled: search !== '' });
  const { otherTyping } = useConversationLive(conversationId, user?.id);
  const { mutate: markRead } = useMarkConversationRead(conversationId);
  const list = useRef<HTMLOListElement>(null);

  // The conversation is open: whatever the other side sent is read now (and live as it arrives).
  const lastUnreadIncoming = thread.data?.findLast((message) => message.senderId !== user?.id && !message.isRead)?.id;
  useEffect(() => {
    if (lastUnreadIncoming) markRead();
  }, [lastUnreadIncoming, markRead]);

  useEffect(() => {
    if (thread.isError) toast.error(CHAT_MESSAGES.loadMessagesFailed);
  }, [thread.isError]);

  const searching = search !== '';
  const shown = searching ? results.data : thread.data;
  const scrollToEnd = () => {
    if (list.current && !searching) list.current.scrollTop = list.current.scrollHeight;
  };
  useEffect(() => {
    if (list.current && !searching) list.current.scrollTop = list.current.scrollHeight;
  }, [shown?.length, otherTyping, searching]);

  if (conversation.error instanceof ApiError && conversation.error.status === 404) {
    return <p className="m-auto p-6 text-center text-slate-600">{CHAT_MESSAGES.conversationNotFound}</p>;
  }

  return (
    <section
      aria-label={conversation.data ? `Conversación con ${conversation.data.title}` : 'Conversación'}
      className={cn('flex min-h-0 flex-1 flex-col', className)}
    >
      <header
        className={cn('flex items-center gap-1 border-b border-slate-200 bg-white', showTitle ? 'p-2' : 'px-2 py-0.5')}
      >
        {onBack && (
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Volver a conversaciones"
            onClick={onBack}
          >
            <ArrowLeft aria-hidden className="size-5" />
          </Button>
        )}
        {showTitle ? (
          <h2 className="flex-1 truncate px-1 font-semibold">{conversation.data?.title ?? ''}</h2>
        ) : (
          <span className="flex-1" />
        )}
        <Button
          variant={searchOpen ? 'secondary' : 'ghost'}
          size="icon"
          aria-label="Buscar mensajes"
          aria-expanded={searchOpen}
          onClick={() => {
            setSearchOpen((open) => !open);
            setSearchText('');
          }}
        >
          <Search aria-hidden className="size-5" />
        </Button>
      </header>
      {searchOpen && (
        <div className="border-b border-slate-200 bg-white p-2">
          <Label htmlFor={`buscar-${conversationId}`} className="sr-only">
            Texto a buscar
          </Label>
          <Input
            id={`buscar-${conversationId}`}
            type="search"
            autoFocus
            placeholder="Buscar mensajes..."
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
      )}

      {thread.isPending || (searching && results.isPending) ? (
        <Spinner className="m-auto" />
      ) : thread.isError || (searching && results.isError) ? (
        <p role="alert" className="m-auto p-6 text-center text-red-700">
          {CHAT_MESSAGES.loadMessagesFailed}
        </p>
      ) : (
        <ol
          ref={list}
          aria-label={searching ? 'Resultados de la búsqueda' : 'Mensajes'}
          className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-slate-50 p-3"
        >
          {shown?.length === 0 && (
            <li className="m-auto text-center text-sm text-slate-600">
              {searching ? 'No se encontraron mensajes' : 'Aún no hay mensajes. ¡Escribe el primero!'}
            </li>
          )}
          {shown?.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              own={message.senderId === user?.id}
              onImageLoad={scrollToEnd}
            />
          ))}
        </ol>
      )}
      <p aria-live="polite" className="min-h-6 bg-slate-50 px-4 text-xs text-slate-600 italic">
        {otherTyping ? CHAT_MESSAGES.typing : ''}
      </p>
      <MessageComposer conversationId={conversationId} />
    </section>
  );
}
