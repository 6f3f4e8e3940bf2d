import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrderSchema, orderDetailSchema, orderSummarySchema, receiveOrderSchema } from '@common/orders';
import { requireUser } from '../../platform/session';
import { getOrder, listOrders } from './queries';
import { cancelOrder, createOrder, deleteOrder, receiveOrder } from './service';

const idParams = z.object({ id: z.uuid('Orden no encontrada') });

export async function orderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  app.get('/api/orders', { schema: { tags, response: { 200: z.array(orderSummarySchema) } } }, async (request) => listOrders(app.db, requireUser(request)));
  app.get('/api/orders/:id', { schema: { tags, params: idParams, response: { 200: orderDetailSchema } } }, async (request) =>
    getOrder(app.db, requireUser(request), request.params.id),
  );
  app.post('/api/orders', { schema: { tags, body: createOrderSchema, response: { 200: orderDetailSchema } } }, async (request) =>
    createOrder(app.db, requireUser(request), request.body),
  );
  app.delete('/api/orders/:id', { schema: { tags, params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
    await deleteOrder(app.db, requireUser(request), request.params.id);
    return { ok: true as const };
  });
  app.post('/api/orders/:id/receive', { schema: { tags, params: idParams, body: receiveOrderSchema, response: { 200: orderDetailSchema } } }, async (request) =>
    receiveOrder(app.db, requireUser(request), request.params.id, request.body),
  );
  app.post('/api/orders/:id/cancel', { schema: { tags, params: idParams, response: { 200: orderDetailSchema } } }, async (request) =>
    cancelOrder(app.db, requireUser(request), request.params.id),
  );
}
