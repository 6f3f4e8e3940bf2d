import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ATTACHMENT_ACCEPT } from '@common/chat-rules';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { getRealtime } from '@web/lib/realtime';
import { useSendMessage } from './api/send-message';
import { acceptAttachment, toastSendError } from './attachment-errors';

/** At most one typing signal a second; the other side hides it after 3 s without one. */
const TYPING_SIGNAL_MS = 1000;

export function MessageComposer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTypingSignal = useRef(0);
  const send = useSendMessage(conversationId);
  const canSend = (text.trim() !== '' || file !== null) && !send.isPending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    try {
      await send.mutateAsync({ message: text.trim(), file });
      setText('');
      setFile(null);
    } catch (error) {
      toastSendError(error, file !== null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing an accent) writes a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTypingSignal.current >= TYPING_SIGNAL_MS) {
      lastTypingSignal.current = now;
      getRealtime().sendTyping(conversationId);
    }
  };

  const pick = (picked: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (picked && acceptAttachment(picked)) setFile(picked);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 border-t border-slate-200 bg-white p-2 sm:p-3"
    >
      {file && (
        <p className="flex items-center gap-2 self-start rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm">
          <Paperclip aria-hidden className="size-4 text-slate-600" />
          <span className="max-w-56 truncate" data-testid="selected-attachment">
            {file.name}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="size-8 min-h-8 p-0"
            aria-label={`Quitar ${file.name}`}
            onClick={() => setFile(null)}
          >
            <X aria-hidden />
          </Button>
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Adjuntar archivo"
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden className="size-5" />
        </Button>
        <Label htmlFor={`mensaje-${conversationId}`} className="sr-only">
          Mensaje
        </Label>
        <Textarea
          id={`mensaje-${conversationId}`}
          rows={1}
          placeholder="Escribe un mensaje..."
          className="max-h-32 min-h-11 resize-none"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={5000}
        />
        <Button type="submit" size="icon" aria-label="Enviar mensaje" disabled={!canSend}>
          <SendHorizontal aria-hidden className="size-5" />
        </Button>
      </div>
    </form>
  );
}
