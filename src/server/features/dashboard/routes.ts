import { dashboardSchema } from '@common/dashboard';
import { actorOf } from '../../platform/actor';
import { memberAudience } from '../../platform/audience';
import { getDashboard } from './service';

export const dashboardRoutes = memberAudience(async (app) => {
  app.get('/api/dashboard', { schema: { tags: ['dashboard'], response: { 200: dashboardSchema } } }, async (request) =>
    getDashboard(app.db, actorOf(request)),
  );
});
