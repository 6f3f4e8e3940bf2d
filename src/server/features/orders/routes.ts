import { z } from 'zod';
import {
  cancelOrderSchema,
  createOrderSchema,
  orderDetailSchema,
  orderSummarySchema,
  receiveOrderSchema,
} from '@common/orders';
import { actorOf } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { receiveOrder } from './receive-order';
import { cancelOrder, createOrder, deleteOrder, getOrder, listOrders } from './service';

const idParams = z.object({ id: z.uuid('Orden no encontrada') });

export const orderRoutes = restaurantAudience(async (app) => {
  const tags = ['orders'];

  app.get('/api/orders', { schema: { tags, response: { 200: z.array(orderSummarySchema) } } }, async (request) =>
    listOrders(app.db, actorOf(request)),
  );
  app.get(
    '/api/orders/:id',
    { schema: { tags, params: idParams, response: { 200: orderDetailSchema } } },
    async (request) => getOrder(app.db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/orders',
    { schema: { tags, body: createOrderSchema, response: { 200: orderDetailSchema } } },
    async (request) => createOrder(app.db, actorOf(request), request.body),
  );
  app.delete(
    '/api/orders/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await deleteOrder(app.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/orders/:id/receive',
    { schema: { tags, params: idParams, body: receiveOrderSchema, response: { 200: orderDetailSchema } } },
    async (request) => receiveOrder(app.db, actorOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/orders/:id/cancel',
    { schema: { tags, params: idParams, body: cancelOrderSchema, response: { 200: orderDetailSchema } } },
    async (request) => cancelOrder(app.db, actorOf(request), request.params.id, request.body),
  );
});
