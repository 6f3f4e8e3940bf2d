import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import { isAdmin } from '../accounts/service';

/**
 * onRequest hook for every admin route: 401 without a session, 403 for non-admins. It runs
 * before the body is read, so nobody else can make the server parse an upload.
 */
export async function adminOnly(request: FastifyRequest) {
  const userId = requireUser(request);
  if (!(await isAdmin(request.server.db, userId))) throw forbidden();
}

/** The signed-in admin's id (after adminOnly has run). */
export const adminId = (request: FastifyRequest) => requireUser(request);
