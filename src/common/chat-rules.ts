// Chat limits, messages and titles without zod, so /mensajes can use them without pulling zod into its
// first page load (docs/decisions/059); chat.ts holds the schemas. The app frame's unread badge keeps its
// 30 s refetch in get-unread.ts so that these messages stay off every other page's first load (decision 065).

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

export const CHAT_MESSAGES = {
  fileTooLargeTitle: 'Archivo muy grande',
  fileTooLarge: 'El archivo no puede superar los 10MB',
  fileTypeNotAllowed: 'Tipo de archivo no permitido. Usa imágenes, PDF, DOC, DOCX o TXT.',
  uploadFailedTitle: 'Error al subir archivo',
  uploadFailed: 'No se pudo subir el archivo',
  sendFailed: 'No se pudo enviar el mensaje',
  loadMessagesFailed: 'No se pudieron cargar los mensajes',
  loadConversationsFailed: 'No se pudieron cargar las conversaciones',
  createConversationFailed: 'No se pudo crear la conversación',
  emptyMessage: 'Escribe un mensaje o adjunta un archivo',
  conversationNotFound: 'Conversación no encontrada',
  noConversations: 'No hay conversaciones aún',
  selectConversation: 'Selecciona una conversación para comenzar',
  typing: 'Escribiendo...',
} as const;

/** SPEC §2: supplier users see the restaurant's business name, else e-mail, else 'Restaurante'; restaurants see the company name, else 'Proveedor'. */
export function conversationTitle(
  viewer: 'restaurant' | 'supplier',
  names: { businessName: string | null; email: string | null; companyName: string | null },
) {
  if (viewer === 'supplier') return names.businessName || names.email || 'Restaurante';
  return names.companyName || 'Proveedor';
}
