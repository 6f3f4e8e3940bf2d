import { registerCsvRoutes } from '../../platform/csv/csv-http';
import { restaurantAudience } from '../../platform/audience';
import { applyImport, exportProductsCsv, previewImport } from './csv-service';

export const inventoryCsvRoutes = restaurantAudience(async (app) => {
  registerCsvRoutes(app, {
    base: '/api/products',
    tags: ['inventory'],
    fileName: 'productos',
    exportCsv: exportProductsCsv,
    preview: previewImport,
    apply: applyImport,
  });
});
