import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentOrderLinkSchema, linkedOrderSchema, orderLinkParams } from '@common/order-links';
import { confirmOrderSchema } from '@common/order-states';
import { orderEmailSentSchema } from '@common/orders';
import { actorOf, rateLimitKey } from '../../platform/actor';
import { publicAudience, restaurantAudience } from '../../platform/audience';
import { confirmLinkedOrder, readLinkedOrder, shipLinkedOrder } from './link-service';
import { linkKeyFrom, type LinkKey } from './link-token';
import { getOrderLink, renewOrderLink } from './owner-links';
import { sendOrderEmail, type OrderMailDeps } from './send-email';

/*
 * Confirmation links (decision 047): the supplier's page calls the public routes with the token in
 * the path, limited per address; the restaurant reads and renews its orders' links.
 */

const tags = ['orders'];
/** A phone on a shop's Wi-Fi reloads and taps a few times a minute; more is someone trying tokens. */
const LINK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const idParams = z.object({ id: z.uuid('Orden no encontrada') });
/** Each e-mail leaves through our mail server to an address the owner typed: a day's orders fit, a spam run does not. */
const ORDER_EMAIL_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: rateLimitKey };

const supplierLinkRoutes = (key: LinkKey) =>
  publicAudience(async (app) => {
    const config = { rateLimit: LINK_RATE_LIMIT };
    app.get(
      '/api/order-links/:token',
      { config, schema: { tags, params: orderLinkParams, response: { 200: linkedOrderSchema } } },
      async (request) => readLinkedOrder(app.db, key, request.params.token),
    );
    app.post(
      '/api/order-links/:token/confirm',
      {
        config,
        schema: { tags, params: orderLinkParams, body: confirmOrderSchema, response: { 200: linkedOrderSchema } },
      },
      async (request) => confirmLinkedOrder(app.db, key, request.params.token, request.body),
    );
    app.post(
      '/api/order-links/:token/ship',
      { config, schema: { tags, params: orderLinkParams, response: { 200: linkedOrderSchema } } },
      async (request) => shipLinkedOrder(app.db, key, request.params.token),
    );
  });

const ownerLinkRoutes = (key: LinkKey, mail: Omit<OrderMailDeps, 'key'>) =>
  restaurantAudience(async (app) => {
    app.get(
      '/api/orders/:id/link',
      { schema: { tags, params: idParams, response: { 200: currentOrderLinkSchema } } },
      async (request) => getOrderLink(app.db, actorOf(request), key, request.params.id),
    );
    app.post(
      '/api/orders/:id/link',
      { schema: { tags, params: idParams, response: { 200: currentOrderLinkSchema } } },
      async (request) => renewOrderLink(app.db, actorOf(request), key, request.params.id),
    );
    // The order's message with its link, to the contact's e-mail (decision 053).
    app.post(
      '/api/orders/:id/send-email',
      {
        config: { rateLimit: ORDER_EMAIL_RATE_LIMIT },
        schema: { tags, params: idParams, response: { 200: orderEmailSentSchema } },
      },
      async (request) => sendOrderEmail(app.db, actorOf(request), { key, ...mail }, request.params.id, request.log),
    );
  });

/** Both sides, with the links' key derived from the server's secret; order e-mails go through `mailer`. */
export function orderLinkRoutes(secret: string, mail: Omit<OrderMailDeps, 'key'>) {
  const key = linkKeyFrom(secret);
  return async (app: FastifyInstance) => {
    await app.register(supplierLinkRoutes(key));
    await app.register(ownerLinkRoutes(key, mail));
  };
}
