import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/**
 * The Scalar reference page in a small app of its own, built on the first visit: its module embeds
 * a 4 MB script whose parsing took ~0.2 s of every start-up.
 */
async function buildDocsApp(): Promise<FastifyInstance> {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const docs = Fastify({ logger: false });
  await docs.register(scalar, { routePrefix: DOCS_PREFIX, configuration: { url: '/api/openapi.json' } });
  await docs.ready();
  return docs;
}

/** The OpenAPI document is generated from the route schemas; /api/docs renders it. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Alacena API',
        version: '1.0.0',
        description: 'API de Alacena: inventario, compras y marketplace.',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  let docs: Promise<FastifyInstance> | undefined;
  const serveDocs = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await (await (docs ??= buildDocsApp())).inject({ method: 'GET', url: request.url });
    if (response.statusCode === 404) return reply.callNotFound();
    reply.code(response.statusCode);
    for (const name of ['content-type', 'location'] as const) {
      const value = response.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(response.rawPayload.length ? response.rawPayload : undefined);
  };
  app.get(DOCS_PREFIX, { schema: { hide: true } }, serveDocs);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, serveDocs);
  app.addHook('onClose', async () => {
    if (docs) await (await docs).close();
  });
}
