import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { MAX_MESSAGE_LENGTH } from '@common/assistant-rules';

/** Enter sends, Shift+Enter starts a new line; nothing is sent while empty or while a reply is pending. */
export function ChatInput({
  onSend,
  pending,
  placeholder,
}: {
  onSend: (text: string) => void;
  pending: boolean;
  placeholder: string;
}) {
  const [text, setText] = useState('');
  const canSend = text.trim().length > 0 && !pending;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={2}
        className="min-h-11 resize-none"
      />
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Enviar">
        <SendHorizontal className="size-5" aria-hidden="true" />
      </Button>
    </form>
  );
}
