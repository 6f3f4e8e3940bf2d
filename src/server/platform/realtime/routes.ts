import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { RealtimeHub, Subscriber } from './hub';
import { publishRealtime } from './publish';

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().max(100) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(100) }),
  /** Typing presence: relayed to the conversation; clients stop showing it after 3 s idle. */
  z.object({ type: z.literal('typing'), conversationId: z.uuid() }),
  z.object({ type: z.literal('ping') }),
]);

/** GET /api/realtime: a WebSocket authenticated by the session cookie; every subscription is authorised. */
export async function realtimeRoutes(app: FastifyInstance, hub: RealtimeHub) {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  app.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
    const userId = request.actor?.userId;
    if (!userId) {
      socket.close(4401, 'Usuario no autenticado');
      return;
    }
    app.metrics.websockets.inc();
    const subscriber: Subscriber = {
      id: randomUUID(),
      userId,
      send: (channel, event) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ channel, ...event }));
      },
    };
    const reply = (message: object) => socket.send(JSON.stringify(message));

    const handle = async (raw: string) => {
      const parsed = clientMessage.safeParse(safeJson(raw));
      if (!parsed.success) return reply({ type: 'error', code: 400, message: 'Mensaje inválido' });
      const message = parsed.data;
      if (message.type === 'ping') {
        await hub.refreshPresence(subscriber);
        return reply({ type: 'pong' });
      }
      if (message.type === 'unsubscribe') return hub.unsubscribe(message.channel, subscriber);
      if (message.type === 'subscribe') {
        if (!(await hub.canSubscribe(userId, message.channel))) {
          return reply({ type: 'error', code: 404, channel: message.channel, message: 'No encontrado' });
        }
        await hub.subscribe(message.channel, subscriber);
        return reply({ type: 'subscribed', channel: message.channel });
      }
      const channel = `conversation:${message.conversationId}`;
      if (await hub.canSubscribe(userId, channel)) await publishRealtime(app.db, channel, { type: 'typing', userId });
    };
    socket.on('message', (raw) => {
      handle(raw.toString()).catch((error: unknown) => {
        request.log.error({ err: error }, 'realtime message failed');
        reply({ type: 'error', code: 500, message: 'Error al procesar la solicitud' });
      });
    });
    socket.on('close', () => {
      app.metrics.websockets.dec();
      hub
        .unsubscribeAll(subscriber)
        .catch((error: unknown) => request.log.warn({ err: error }, 'realtime cleanup failed'));
    });
    reply({ type: 'ready' });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
