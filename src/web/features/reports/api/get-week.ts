import { useQuery } from '@tanstack/react-query';
import type { WeekSummary } from '@common/reports';
import { reportQueryOptions } from './report-query';

/** GET /api/reports/week (decision 051). */
export const useWeekSummary = (params: Record<string, string | undefined> = {}) =>
  useQuery(reportQueryOptions<WeekSummary>('week', params));
