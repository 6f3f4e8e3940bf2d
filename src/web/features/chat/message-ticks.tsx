import { Check, CheckCheck } from 'lucide-react';
import type { ChatMessage } from '@common/chat';
import { cn } from '@web/lib/cn';

const TICKS = {
  sent: { Icon: Check, label: 'Enviado', className: 'text-slate-600' },
  delivered: { Icon: CheckCheck, label: 'Entregado', className: 'text-slate-600' },
  read: { Icon: CheckCheck, label: 'Leído', className: 'text-blue-600' },
} as const;

/** One tick sent, two delivered, two blue read (own messages only). */
export function MessageTicks({ status }: { status: ChatMessage['status'] }) {
  const { Icon, label, className } = TICKS[status];
  return (
    <span role="img" aria-label={label} title={label} data-status={status} className={cn('inline-flex', className)}>
      <Icon aria-hidden className="size-4" />
    </span>
  );
}
