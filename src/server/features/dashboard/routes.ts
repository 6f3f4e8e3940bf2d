import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@common/dashboard';
import { requireUser } from '../../platform/session';
import { getDashboard } from './service';

export async function dashboardRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/dashboard', { schema: { tags: ['dashboard'], response: { 200: dashboardSchema } } }, async (request) =>
    getDashboard(app.db, requireUser(request)),
  );
}
