import { z } from 'zod';
import { multilineText, searchText } from './fields';

export {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MIME_TYPES,
  MAX_ATTACHMENT_BYTES,
  TYPING_IDLE_MS,
  UNREAD_REFETCH_MS,
} from './chat-limits';

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

export const startConversationSchema = z.object({ supplierCompanyId: z.uuid('Proveedor inválido') });

export const sendMessageSchema = z.object({
  message: multilineText().max(5000, 'El mensaje no puede superar los 5000 caracteres').default(''),
});

export const messageSearchSchema = z.object({ search: searchText() });

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  status: z.enum(['sent', 'delivered', 'read']),
  deliveredAt: z.string().nullable(),
  attachmentUrl: z.string().nullable(),
  attachmentType: z.string().nullable(),
  attachmentName: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  supplierCompanyId: z.uuid(),
  /** SPEC §2 titles: the other party's name as the viewer should see it. */
  title: z.string(),
  logoUrl: z.string().nullable(),
  lastMessageAt: z.string(),
  lastMessage: z.string().nullable(),
  unreadCount: z.number(),
  /** The viewer's side of the conversation. */
  viewerRole: z.enum(['restaurant', 'supplier']),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const unreadMessagesSchema = z.object({ total: z.number(), byConversation: z.record(z.string(), z.number()) });

/** SPEC §2: supplier users see the restaurant's business name, else e-mail, else 'Restaurante'; restaurants see the company name, else 'Proveedor'. */
export function conversationTitle(
  viewer: 'restaurant' | 'supplier',
  names: { businessName: string | null; email: string | null; companyName: string | null },
) {
  if (viewer === 'supplier') return names.businessName || names.email || 'Restaurante';
  return names.companyName || 'Proveedor';
}
