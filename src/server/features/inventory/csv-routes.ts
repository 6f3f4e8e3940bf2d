import type { FastifyInstance } from 'fastify';
import { registerCsvRoutes } from '../../platform/csv/csv-http';
import { applyImport, exportProductsCsv, previewImport } from './csv-service';

export async function inventoryCsvRoutes(app: FastifyInstance) {
  registerCsvRoutes(app, { base: '/api/products', tags: ['inventory'], fileName: 'productos', exportCsv: exportProductsCsv, preview: previewImport, apply: applyImport });
}
