import { NavLink } from '@web/lib/router';
import type { Conversation } from '@common/chat';
import { CHAT_MESSAGES } from '@common/chat-rules';
import { compareCodeUnits } from '@common/text';
import { Spinner } from '@web/components/ui/spinner';
import { badgeLabel } from '@web/lib/badge-count';
import { cn } from '@web/lib/cn';
import { RelativeTime } from '@web/components/relative-time';
import { useConversations } from './api/get-conversations';
import { useUnreadMessages } from './api/get-unread';

/** Newest activity first, with SPEC titles, the last message's relative time and unread badges. */
export function ConversationList({ userId }: { userId: string }) {
  const conversations = useConversations();
  const unread = useUnreadMessages(userId);
  if (conversations.isPending) return <Spinner className="m-auto" />;
  if (conversations.isError) {
    return (
      <p role="alert" className="p-6 text-center text-red-700">
        {CHAT_MESSAGES.loadConversationsFailed}
      </p>
    );
  }
  if (conversations.data.length === 0)
    return <p className="p-6 text-center text-slate-600">{CHAT_MESSAGES.noConversations}</p>;
  const sorted = [...conversations.data].sort((a, b) => compareCodeUnits(b.lastMessageAt, a.lastMessageAt));
  return (
    <ul aria-label="Conversaciones" className="flex flex-col overflow-y-auto">
      {sorted.map((conversation) => (
        <li key={conversation.id}>
          <ConversationLink
            conversation={conversation}
            unread={unread.data?.byConversation[conversation.id] ?? (unread.data ? 0 : conversation.unreadCount)}
          />
        </li>
      ))}
    </ul>
  );
}

function ConversationLink({ conversation, unread }: { conversation: Conversation; unread: number }) {
  const badge = badgeLabel(unread);
  return (
    <NavLink
      to={`/mensajes/${conversation.id}`}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 border-b border-slate-100 px-4 py-3 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset',
          isActive && 'bg-brand-50',
        )
      }
    >
      {conversation.logoUrl ? (
        <img src={conversation.logoUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {conversation.title.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate', unread > 0 ? 'font-bold' : 'font-medium')}>{conversation.title}</span>
          {badge && (
            <span
              aria-label={`${badge} sin leer`}
              className="min-w-5 shrink-0 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white"
            >
              {badge}
            </span>
          )}
        </span>
        <span className="truncate text-sm text-slate-600">{conversation.lastMessage ?? 'Sin mensajes'}</span>
        <RelativeTime value={conversation.lastMessageAt} className="text-xs text-slate-600" />
      </span>
    </NavLink>
  );
}
