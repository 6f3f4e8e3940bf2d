import { useQuery } from '@tanstack/react-query';
import type { PriceReport } from '@common/reports';
import { reportQueryOptions } from './report-query';

/** GET /api/reports/prices (decision 051). */
export const usePriceReport = (params: Record<string, string | undefined> = {}) =>
  useQuery(reportQueryOptions<PriceReport>('prices', params));
