import { useEffect } from 'react';
import { useNavigate, useParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { CHAT_MESSAGES } from '@common/chat-rules';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/cn';
import { useConversations } from './api/get-conversations';
import { ChatThread } from './chat-thread';
import { ConversationList } from './conversation-list';

/** SPEC §2 /mensajes and /mensajes/{id}: the list and the open thread side by side; one at a time on mobile. */
export function MessagesPage() {
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const conversations = useConversations();

  useEffect(() => {
    if (conversations.isError) toast.error(CHAT_MESSAGES.loadConversationsFailed);
  }, [conversations.isError]);

  if (!user) return null;
  return (
    <main className="mx-auto flex h-[calc(100dvh-9rem)] max-w-6xl overflow-hidden border-slate-200 bg-white md:my-2 md:h-[calc(100dvh-10rem)] md:rounded-xl md:border">
      <div
        className={cn(
          'flex w-full flex-col border-slate-200 md:w-80 md:shrink-0 md:border-r',
          conversationId && 'hidden md:flex',
        )}
      >
        <h1 className="border-b border-slate-200 px-4 py-3 text-xl font-bold">Mensajes</h1>
        <ConversationList userId={user.id} />
      </div>
      <div className={cn('min-w-0 flex-1 flex-col', conversationId ? 'flex' : 'hidden md:flex')}>
        {conversationId ? (
          <ChatThread key={conversationId} conversationId={conversationId} onBack={() => navigate('/mensajes')} />
        ) : (
          <p className="m-auto p-6 text-center text-slate-600">{CHAT_MESSAGES.selectConversation}</p>
        )}
      </div>
    </main>
  );
}
