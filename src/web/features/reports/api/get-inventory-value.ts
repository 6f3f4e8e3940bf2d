import { useQuery } from '@tanstack/react-query';
import type { InventoryValueReport } from '@common/reports';
import { reportQueryOptions } from './report-query';

/** GET /api/reports/inventory-value (decision 051). */
export const useInventoryValueReport = (params: Record<string, string | undefined> = {}) =>
  useQuery(reportQueryOptions<InventoryValueReport>('inventory-value', params));
