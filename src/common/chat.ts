import { z } from 'zod';
import { multilineText, searchText } from './fields';

export * from './chat-rules';

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
