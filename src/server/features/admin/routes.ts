import { z } from 'zod';
import {
  AUDIT_PAGE_SIZE,
  adminStatsSchema,
  adminUserSchema,
  auditEntrySchema,
  isAdminResponseSchema,
  promoteParamsSchema,
} from '@common/admin';
import { actorOf } from '../../platform/actor';
import { adminAudience, memberAudience } from '../../platform/audience';
import { listAudit } from './audit-service';
import { adminStats, listUsers, promoteUser } from './service';

const tags = ['admin'];

/** SPEC §7 is_admin: any signed-in user may ask. */
export const isAdminRoutes = memberAudience(async (app) => {
  app.get('/api/admin/is-admin', { schema: { tags, response: { 200: isAdminResponseSchema } } }, async (request) => ({
    isAdmin: actorOf(request).roles.includes('admin'),
  }));
});

export const adminRoutes = adminAudience(async (admin) => {
  admin.get('/api/admin/stats', { schema: { tags, response: { 200: adminStatsSchema } } }, async () =>
    adminStats(admin.db),
  );
  admin.get('/api/admin/users', { schema: { tags, response: { 200: z.array(adminUserSchema) } } }, async () =>
    listUsers(admin.db),
  );
  admin.post(
    '/api/admin/users/:id/promote',
    { schema: { tags, params: promoteParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => promoteUser(admin.db, actorOf(request), request.params.id),
  );
  admin.get('/api/admin/audit', { schema: { tags, response: { 200: z.array(auditEntrySchema) } } }, async () =>
    listAudit(admin.db, AUDIT_PAGE_SIZE),
  );
});
