import { ATTACHMENT_MIME_TYPES, CHAT_MESSAGES, MAX_ATTACHMENT_BYTES } from '@common/chat';
import { badRequest, AppError } from '../../platform/errors';
import { detectFileType } from '../../platform/storage/detect-file-type';
import type { FileStorage } from '../../platform/storage/types';
import { stripAccents } from '@common/text';

export const ATTACHMENT_BUCKET = 'chat-attachments';

export interface Upload {
  bytes: Buffer;
  filename: string;
}

/** Plain text has no signature: accept valid UTF-8 without control bytes that text never has. */
function isPlainText(bytes: Buffer) {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Keeps a readable, storage-safe version of the original name. */
export function safeFileName(name: string) {
  const cleaned = stripAccents(name)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-120);
  return cleaned || 'archivo';
}

/**
 * Checks an attachment by its bytes (never its name), stores it under
 * `{user}/{conversation}/{timestamp}-{name}` and returns what the message row records.
 */
export async function storeAttachment(storage: FileStorage, userId: string, conversationId: string, upload: Upload) {
  if (upload.bytes.length > MAX_ATTACHMENT_BYTES) throw new AppError(413, 'file_too_large', CHAT_MESSAGES.fileTooLarge);
  if (upload.bytes.length === 0) throw badRequest(CHAT_MESSAGES.fileTypeNotAllowed, 'file_type');
  const detected = await detectFileType(upload.bytes);
  const mime = detected?.mime === 'application/x-cfb' ? 'application/msword' : detected?.mime;
  const type = mime ?? (isPlainText(upload.bytes) ? 'text/plain' : null);
  if (!type || !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(type))
    throw badRequest(CHAT_MESSAGES.fileTypeNotAllowed, 'file_type');
  const name = safeFileName(upload.filename);
  const key = `${userId}/${conversationId}/${Date.now()}-${name}`;
  await storage.put(ATTACHMENT_BUCKET, key, upload.bytes, type);
  return { key, type, name: upload.filename.slice(0, 200) || name };
}
