import { useQuery } from '@tanstack/react-query';
import type { WasteReport } from '@common/reports';
import { reportQueryOptions } from './report-query';

/** GET /api/reports/waste (decision 051). */
export const useWasteReport = (params: Record<string, string | undefined> = {}) =>
  useQuery(reportQueryOptions<WasteReport>('waste', params));
