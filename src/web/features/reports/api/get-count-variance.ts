import { useQuery } from '@tanstack/react-query';
import type { CountVarianceReport } from '@common/reports';
import { reportQueryOptions } from './report-query';

/** GET /api/reports/count-variance (decision 051). */
export const useCountVarianceReport = (params: Record<string, string | undefined> = {}) =>
  useQuery(reportQueryOptions<CountVarianceReport>('count-variance', params));
