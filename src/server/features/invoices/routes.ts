import { monthQuerySchema } from '@common/calendar';
import {
  applyInvoiceResultSchema,
  applyInvoiceSchema,
  invoiceMonthSchema,
  invoicePreviewResultSchema,
} from '@common/invoices';
import { idParamsSchema } from '@common/inventory';
import { actorOf, rateLimitKey } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { sendCsv } from '../../platform/csv/csv-http';
import { notFound } from '../../platform/errors';
import { readMultipart } from '../../platform/multipart';
import { applyInvoice } from './apply-service';
import { invoicesOfUpload } from './cfdi/read-upload';
import { selectInvoiceXmlKey } from './invoice-queries';
import { invoiceMonth, invoiceMonthCsv } from './month-service';
import { previewInvoices } from './preview-service';
import { INVOICE_BUCKET } from './xml-storage';

/** Reading a ZIP of 50 invoices is a few hundred milliseconds of CPU; this keeps one user from queuing many. */
const PREVIEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: rateLimitKey };
const XML_NOT_FOUND = 'Factura no encontrada';

export const invoiceRoutes = restaurantAudience(async (app) => {
  const tags = ['invoices'];

  /** multipart/form-data: one or more `file` parts, each an XML or a ZIP of XMLs. Stores only the XMLs. */
  app.post(
    '/api/invoices/cfdi/preview',
    {
      config: { rateLimit: PREVIEW_RATE_LIMIT },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: invoicePreviewResultSchema } },
    },
    async (request) => {
      const form = await readMultipart(request);
      const files = form.files.filter((file) => file.fieldname === 'file' && file.bytes.length > 0);
      return previewInvoices(app.db, app.storage, actorOf(request), invoicesOfUpload(files));
    },
  );

  app.post(
    '/api/invoices/cfdi/apply',
    { schema: { tags, body: applyInvoiceSchema, response: { 200: applyInvoiceResultSchema } } },
    async (request) => applyInvoice(app.db, app.storage, actorOf(request), request.body),
  );

  app.get(
    '/api/invoices',
    { schema: { tags, querystring: monthQuerySchema, response: { 200: invoiceMonthSchema } } },
    async (request) => invoiceMonth(app.db, actorOf(request), request.query.month),
  );

  app.get('/api/invoices/export.csv', { schema: { tags, querystring: monthQuerySchema } }, async (request, reply) =>
    sendCsv(
      reply,
      `facturas-${request.query.month ?? 'mes'}`,
      await invoiceMonthCsv(app.db, actorOf(request), request.query.month),
    ),
  );

  /** The original XML, as a download (never rendered by the browser). */
  app.get('/api/invoices/:id/xml', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    const invoice = await selectInvoiceXmlKey(app.db, actorOf(request).userId, { invoiceId: request.params.id });
    const file = invoice && (await app.storage.get(INVOICE_BUCKET, invoice.xmlKey));
    if (!file) throw notFound(XML_NOT_FOUND);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${invoice.uuid}.xml"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(file.body);
  });
});
