import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripe {
  url: string;
  requests: Array<{ method: string; path: string; body: URLSearchParams }>;
  subscriptions: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

/** A local HTTP peer that answers the few Stripe API calls Alacena makes, recording each request. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  let counter = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = new URLSearchParams(raw);
      requests.push({ method: request.method ?? 'GET', path, body });
      counter += 1;
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && path === '/v1/customers')
        return send(200, { id: `cus_${counter}`, object: 'customer', email: body.get('email') });
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        return send(200, {
          id: `cs_${counter}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/cs_${counter}`,
        });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${counter}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/bps_${counter}`,
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/?]+)/.exec(path);
      if (request.method === 'GET' && subscription) {
        const found = subscriptions.get(subscription[1]);
        return found
          ? send(200, found)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unknown route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe subscription object as the API returns it (the fields Alacena reads). */
export function stripeSubscription(options: {
  id: string;
  customer: string;
  price: string;
  status?: string;
  userId?: string;
  periodEnd?: number;
}) {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status ?? 'active',
    cancel_at_period_end: false,
    metadata: options.userId ? { userId: options.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          price: { id: options.price },
          current_period_end: options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86400,
        },
      ],
    },
  };
}
