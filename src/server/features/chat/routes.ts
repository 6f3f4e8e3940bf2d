import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHAT_MESSAGES,
  chatMessageSchema,
  conversationSchema,
  messageSearchSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadMessagesSchema,
} from '@common/chat';
import { badRequest } from '../../platform/errors';
import { readMultipart } from '../../platform/multipart';
import { actorOf } from '../../platform/actor';
import { memberAudience } from '../../platform/audience';
import type { Upload } from './attachments';
import {
  getConversation,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  startConversation,
  unreadMessageCounts,
} from './service';

const idParams = z.object({ id: z.uuid(CHAT_MESSAGES.conversationNotFound) });
const ok = z.object({ ok: z.literal(true) });

/** A message arrives as JSON ({ message }) or, with an attachment, as multipart (fields message + file). */
async function readMessageBody(request: FastifyRequest): Promise<{ message: string; upload?: Upload }> {
  if (!request.isMultipart()) return sendMessageSchema.parse(request.body ?? {});
  const form = await readMultipart(request);
  if (form.files.length > 1) throw badRequest('Adjunta un solo archivo por mensaje');
  const [file] = form.files;
  return {
    ...sendMessageSchema.parse({ message: form.fields.message ?? '' }),
    upload: file && { bytes: file.bytes, filename: file.filename },
  };
}

export const chatRoutes = memberAudience(async (app) => {
  const tags = ['chat'];

  app.get(
    '/api/chat/conversations',
    { schema: { tags, response: { 200: z.array(conversationSchema) } } },
    async (request) => listConversations(app.db, actorOf(request)),
  );
  app.post(
    '/api/chat/conversations',
    {
      config: {
        actor: { role: 'restaurant_owner', deniedMessage: 'Solo los restaurantes pueden iniciar conversaciones' },
      },
      schema: { tags, body: startConversationSchema, response: { 200: conversationSchema } },
    },
    async (request) => startConversation(app.db, actorOf(request), request.body.supplierCompanyId),
  );
  app.get(
    '/api/chat/conversations/:id',
    { schema: { tags, params: idParams, response: { 200: conversationSchema } } },
    async (request) => getConversation(app.db, actorOf(request), request.params.id),
  );
  app.get(
    '/api/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        params: idParams,
        querystring: messageSearchSchema,
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    async (request) => listMessages(app.db, actorOf(request), request.params.id, request.query.search),
  );
  app.post(
    '/api/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        params: idParams,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: chatMessageSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = await readMessageBody(request);
      return sendMessage(app.db, app.storage, actor, request.params.id, body);
    },
  );
  app.post(
    '/api/chat/conversations/:id/read',
    { schema: { tags, params: idParams, response: { 200: ok } } },
    async (request) => {
      await markConversationRead(app.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.get('/api/chat/unread', { schema: { tags, response: { 200: unreadMessagesSchema } } }, async (request) =>
    unreadMessageCounts(app.db, actorOf(request)),
  );
});
