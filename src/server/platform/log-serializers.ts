import type { FastifyRequest } from 'fastify';

/** Paths whose last segment is a bearer secret (decision 047's supplier links): logs keep the route, not the key. */
const SECRET_PATHS = [/^(\/api\/order-links\/)[^/?#]+/, /^(\/pedido\/)[^/?#]+/];

export function redactUrl(url: string): string {
  for (const pattern of SECRET_PATHS) if (pattern.test(url)) return url.replace(pattern, '$1[oculto]');
  return url;
}

/** Fastify's request log line, with the secrets of a URL hidden. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  }),
};
