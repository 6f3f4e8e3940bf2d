import { useQuery } from '@tanstack/react-query';
import type { SpendReport } from '@common/reports';
import { reportQueryOptions } from './report-query';

/** GET /api/reports/spend (decision 051). */
export const useSpendReport = (params: Record<string, string | undefined> = {}) =>
  useQuery(reportQueryOptions<SpendReport>('spend', params));
