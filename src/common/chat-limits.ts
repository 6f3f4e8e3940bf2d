// Kept apart from chat.ts (zod schemas) so the app shell's unread badge can use them without
// pulling zod into the first page load.

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** SPEC §2/§9: images, pdf, doc, docx, txt. */
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,.pdf,.doc,.docx,.txt';
export const ATTACHMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export const TYPING_IDLE_MS = 3000;
export const UNREAD_REFETCH_MS = 30_000;
