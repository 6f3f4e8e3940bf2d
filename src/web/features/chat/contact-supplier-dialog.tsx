import { useEffect } from 'react';
import { toast } from '@web/lib/toast';
import { CHAT_MESSAGES } from '@common/chat-rules';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useStartConversation } from './api/start-conversation';
import { ChatThread } from './chat-thread';

interface Props {
  supplierCompanyId: string;
  supplierName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 marketplace 'Contactar': 'Chat con {supplier}', 600 px high, on the one conversation with that supplier. */
export function ContactSupplierDialog({ supplierCompanyId, supplierName, open, onOpenChange }: Props) {
  const start = useStartConversation();
  const { mutate, reset } = start;

  useEffect(() => {
    if (!open) return;
    mutate(supplierCompanyId, { onError: () => toast.error(CHAT_MESSAGES.createConversationFailed) });
    return reset;
  }, [open, supplierCompanyId, mutate, reset]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[600px] max-w-2xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b border-slate-200 p-4 pr-14">
          <DialogTitle>Chat con {supplierName}</DialogTitle>
          <DialogDescription className="sr-only">Conversación con el proveedor {supplierName}</DialogDescription>
        </DialogHeader>
        {start.data ? (
          <ChatThread conversationId={start.data.id} showTitle={false} />
        ) : start.isError ? (
          <div className="m-auto flex flex-col items-center gap-3 p-6 text-center">
            <p role="alert" className="text-red-700">
              {CHAT_MESSAGES.createConversationFailed}
            </p>
            <Button
              variant="outline"
              onClick={() =>
                mutate(supplierCompanyId, { onError: () => toast.error(CHAT_MESSAGES.createConversationFailed) })
              }
            >
              Reintentar
            </Button>
          </div>
        ) : (
          <Spinner className="m-auto" />
        )}
      </DialogContent>
    </Dialog>
  );
}
