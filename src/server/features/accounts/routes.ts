import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chooseRoleSchema, meResponseSchema, updateProfileSchema } from '@common/accounts';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import { addRole, chooseRole, getSessionUser, isAdmin, updateBusinessName } from './service';

const profileSchema = z.object({ email: z.string(), businessName: z.string().nullable() });

export async function accountRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/accounts/role',
    { schema: { tags: ['accounts'], body: chooseRoleSchema, response: { 200: meResponseSchema } } },
    async (request) => {
      const userId = requireUser(request);
      await chooseRole(app.db, userId, request.body.role);
      return { user: await getSessionUser(app.db, userId) };
    },
  );

  /** SPEC §4: an admin may add restaurant_owner to themselves; a duplicate is ignored. */
  app.post(
    '/api/accounts/restaurant-role',
    { schema: { tags: ['accounts'], response: { 200: meResponseSchema } } },
    async (request) => {
      const userId = requireUser(request);
      if (!(await isAdmin(app.db, userId))) throw forbidden('Acceso denegado');
      await addRole(app.db, userId, 'restaurant_owner');
      return { user: await getSessionUser(app.db, userId) };
    },
  );

  app.get('/api/profile', { schema: { tags: ['accounts'], response: { 200: profileSchema } } }, async (request) => {
    const user = await getSessionUser(app.db, requireUser(request));
    return { email: user.email, businessName: user.businessName };
  });

  app.put(
    '/api/profile',
    { schema: { tags: ['accounts'], body: updateProfileSchema, response: { 200: profileSchema } } },
    async (request) => {
      const userId = requireUser(request);
      await updateBusinessName(app.db, userId, request.body.businessName);
      const user = await getSessionUser(app.db, userId);
      return { email: user.email, businessName: user.businessName };
    },
  );
}
