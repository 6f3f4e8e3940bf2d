import { toast } from '@web/lib/toast';
import { CHAT_MESSAGES, MAX_ATTACHMENT_BYTES } from '@common/chat-rules';
import { ApiError } from '@web/lib/api-client';

/** SPEC §5: over 10 MB is refused before uploading. Returns whether the file may be sent. */
export function acceptAttachment(file: File): boolean {
  if (file.size <= MAX_ATTACHMENT_BYTES) return true;
  toast.error(CHAT_MESSAGES.fileTooLargeTitle, { description: CHAT_MESSAGES.fileTooLarge });
  return false;
}

/** The SPEC §8 toast for a message that could not be sent, with or without a file. */
export function toastSendError(error: unknown, withFile: boolean) {
  if (!withFile) {
    toast.error(CHAT_MESSAGES.sendFailed);
    return;
  }
  if (error instanceof ApiError && error.status === 413) {
    toast.error(CHAT_MESSAGES.fileTooLargeTitle, { description: CHAT_MESSAGES.fileTooLarge });
    return;
  }
  // A refused type says why (the server's Spanish message); anything else is a failed upload.
  const description = error instanceof ApiError && error.status === 400 ? error.message : CHAT_MESSAGES.uploadFailed;
  toast.error(CHAT_MESSAGES.uploadFailedTitle, { description });
}
