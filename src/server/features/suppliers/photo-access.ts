import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/actor';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { BucketAccess } from '../../platform/storage/file-routes';
import { selectCompany } from './queries';

/**
 * Files of 'catalogue-photos' (`<company id>/…`) are for whoever may see the marketplace (restaurant
 * owners) and for the company's own supplier; anybody else gets 404 (decision 048). A key is never
 * reused, so the browser may keep the file for a year.
 */
export function cataloguePhotoPolicy(db: Queryable) {
  return async (request: FastifyRequest, key: string): Promise<BucketAccess> => {
    const caller = callerOf(request);
    if (caller?.roles.includes('restaurant_owner')) return 'private-immutable';
    const company = caller && (await selectCompany(db, caller.userId));
    if (company && key.startsWith(`${company.id}/`)) return 'private-immutable';
    throw notFound('Archivo no encontrado');
  };
}
