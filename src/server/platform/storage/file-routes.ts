import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { isInlineImage } from './detect-file-type';
import { isValidKey } from './keys';

/**
 * How a served file may be cached: 'public' by anyone for a day; 'private' by this caller's browser,
 * asking again each time; 'private-immutable' by this caller's browser for a year, for buckets whose
 * keys never name other bytes (a new upload gets a new key).
 */
export type BucketAccess = 'public' | 'private' | 'private-immutable';
const CACHE_CONTROL: Record<BucketAccess, string> = {
  public: 'public, max-age=86400',
  private: 'private, no-cache',
  'private-immutable': 'private, max-age=31536000, immutable',
};

/**
 * Decides who may read a file of one bucket: answer how it may be cached, or throw
 * (notFound/forbidden/unauthorized) to refuse. Buckets without a policy are never served.
 */
export type BucketPolicy = (request: FastifyRequest, key: string) => BucketAccess | Promise<BucketAccess>;

export const publicBucket: BucketPolicy = () => 'public';

const NOT_FOUND = 'Archivo no encontrado';

/**
 * GET /api/files/:bucket/<key>. Uploaded bytes must never run as part of the app: nosniff, a CSP
 * that forbids everything and sandboxes the document, and non-images only as downloads.
 */
export function fileRoutes(policies: Record<string, BucketPolicy>) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/files/:bucket/*',
      { schema: { tags: ['files'], params: z.object({ bucket: z.string(), '*': z.string() }) } },
      async (request, reply) => {
        const { bucket, '*': key } = request.params;
        const policy = Object.hasOwn(policies, bucket) ? policies[bucket] : undefined;
        if (!policy || !isValidKey(key)) throw notFound(NOT_FOUND);
        const access = await policy(request, key);
        const file = await app.storage.get(bucket, key);
        if (!file) throw notFound(NOT_FOUND);

        reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', CACHE_CONTROL[access]);
        if (!isInlineImage(file.contentType)) {
          reply.header('content-disposition', `attachment; filename="${key.split('/').pop()}"`);
        }
        return reply.send(file.body);
      },
    );
  };
}
