import { Dialog as DialogPrimitive } from 'radix-ui';
import { Sparkles, Trash2, X } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { AI_MESSAGES, ASSISTANT_NAME, SUGGESTED_QUESTIONS } from '@common/assistant-rules';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { ChatInput } from './chat-input';
import { ChatThread } from './chat-thread';
import { useAiChat } from './use-ai-chat';

/** SPEC §2: the right-hand panel (400 px on desktop, full width on a phone) with the 8 suggestions at the start. */
export function AssistantPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useSession();
  const chat = useAiChat('/api/ai/chat');
  const ask = (text: string) => {
    if (!user) {
      toast.error(AI_MESSAGES.noSession);
      return;
    }
    void chat.send(text);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/30" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white text-slate-900 shadow-xl focus:outline-none sm:w-[400px]"
          aria-describedby={undefined}
        >
          <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
            <Sparkles className="size-5 text-brand-700" aria-hidden="true" />
            <DialogPrimitive.Title className="flex-1 font-semibold">{ASSISTANT_NAME}</DialogPrimitive.Title>
            <Button
              variant="ghost"
              size="icon"
              onClick={chat.clear}
              disabled={chat.messages.length === 0}
              aria-label="Limpiar conversación"
            >
              <Trash2 className="size-5" aria-hidden="true" />
            </Button>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Cerrar">
                <X className="size-5" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </header>
          <div className="flex-1 overflow-y-auto px-4 py-3">
            {chat.messages.length === 0 ? (
              <section aria-label="Preguntas sugeridas" className="space-y-2">
                <p className="text-sm text-slate-700">Pregúntame sobre tu inventario, compras y proveedores:</p>
                <ul className="flex flex-col gap-2">
                  {SUGGESTED_QUESTIONS.map((question) => (
                    <li key={question}>
                      <Button
                        variant="outline"
                        className="h-auto w-full justify-start text-left whitespace-normal"
                        onClick={() => ask(question)}
                      >
                        {question}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <ChatThread messages={chat.messages} assistantName={ASSISTANT_NAME} />
            )}
          </div>
          <div className="border-t border-slate-200 p-3">
            <ChatInput onSend={ask} pending={chat.pending} placeholder="Escribe tu pregunta..." />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
