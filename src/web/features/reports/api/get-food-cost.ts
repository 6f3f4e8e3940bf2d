import { useQuery } from '@tanstack/react-query';
import type { FoodCostReport } from '@common/reports';
import { reportQueryOptions } from './report-query';

/** GET /api/reports/food-cost (decision 051). */
export const useFoodCostReport = (params: Record<string, string | undefined> = {}) =>
  useQuery(reportQueryOptions<FoodCostReport>('food-cost', params));
