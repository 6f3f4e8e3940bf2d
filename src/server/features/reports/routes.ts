import {
  countVarianceReportSchema,
  exportQuerySchema,
  foodCostReportSchema,
  inventoryValueReportSchema,
  priceQuerySchema,
  priceReportSchema,
  reportQuerySchema,
  spendQuerySchema,
  spendReportSchema,
  wasteReportSchema,
  weekSummarySchema,
} from '@common/reports';
import { actorOf } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { sendCsv } from '../../platform/csv/csv-http';
import { reportCsv } from './export';
import {
  countVarianceReport,
  foodCostReport,
  inventoryValueReport,
  priceReport,
  spendReport,
  wasteReport,
  weekSummary,
} from './service';

/** /reportes (decision 051): read-only figures of the caller's restaurant. */
export const reportRoutes = restaurantAudience(async (app) => {
  const tags = ['reports'];

  app.get(
    '/api/reports/spend',
    { schema: { tags, querystring: spendQuerySchema, response: { 200: spendReportSchema } } },
    async (request) => spendReport(app.db, actorOf(request), request.query),
  );
  app.get(
    '/api/reports/prices',
    { schema: { tags, querystring: priceQuerySchema, response: { 200: priceReportSchema } } },
    async (request) => priceReport(app.db, actorOf(request), request.query),
  );
  app.get(
    '/api/reports/food-cost',
    { schema: { tags, querystring: reportQuerySchema, response: { 200: foodCostReportSchema } } },
    async (request) => foodCostReport(app.db, actorOf(request), request.query),
  );
  app.get(
    '/api/reports/waste',
    { schema: { tags, querystring: reportQuerySchema, response: { 200: wasteReportSchema } } },
    async (request) => wasteReport(app.db, actorOf(request), request.query),
  );
  app.get(
    '/api/reports/count-variance',
    { schema: { tags, querystring: reportQuerySchema, response: { 200: countVarianceReportSchema } } },
    async (request) => countVarianceReport(app.db, actorOf(request), request.query),
  );
  app.get(
    '/api/reports/inventory-value',
    { schema: { tags, querystring: reportQuerySchema, response: { 200: inventoryValueReportSchema } } },
    async (request) => inventoryValueReport(app.db, actorOf(request), request.query),
  );
  app.get('/api/reports/week', { schema: { tags, response: { 200: weekSummarySchema } } }, async (request) =>
    weekSummary(app.db, actorOf(request)),
  );
  app.get('/api/reports/export.csv', { schema: { tags, querystring: exportQuerySchema } }, async (request, reply) =>
    sendCsv(reply, `reporte-${request.query.table}`, await reportCsv(app.db, actorOf(request), request.query)),
  );
});
