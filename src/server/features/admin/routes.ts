import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_PAGE_SIZE, adminStatsSchema, adminUserSchema, auditEntrySchema, isAdminResponseSchema, promoteParamsSchema } from '@common/admin';
import { requireUser } from '../../platform/session';
import { isAdmin } from '../accounts/service';
import { listAudit } from './audit-service';
import { adminId, adminOnly } from './guard';
import { adminStats, listUsers, promoteUser } from './service';

export async function adminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  /** SPEC §7 is_admin: any signed-in user may ask. */
  app.get('/api/admin/is-admin', { schema: { tags, response: { 200: isAdminResponseSchema } } }, async (request) => ({
    isAdmin: await isAdmin(app.db, requireUser(request)),
  }));

  await app.register(async (scoped) => {
    const admin = scoped.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', adminOnly);

    admin.get('/api/admin/stats', { schema: { tags, response: { 200: adminStatsSchema } } }, async () => adminStats(admin.db));
    admin.get('/api/admin/users', { schema: { tags, response: { 200: z.array(adminUserSchema) } } }, async () => listUsers(admin.db));
    admin.post(
      '/api/admin/users/:id/promote',
      { schema: { tags, params: promoteParamsSchema, response: { 200: adminUserSchema } } },
      async (request) => promoteUser(admin.db, adminId(request), request.params.id),
    );
    admin.get('/api/admin/audit', { schema: { tags, response: { 200: z.array(auditEntrySchema) } } }, async () => listAudit(admin.db, AUDIT_PAGE_SIZE));
  });
}
