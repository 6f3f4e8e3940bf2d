import { z } from 'zod';
import { publicAudience } from '../../platform/audience';
import { pingDatabase } from './queries';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** For load balancers: 200 only when the database answers. */
export const healthRoutes = publicAudience(async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => {
    await pingDatabase(app.db);
    return { status: 'ok' as const, database: 'ok' as const };
  });
});
