import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WasteMonth } from '@common/waste';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/waste?month=AAAA-MM: the month's waste, newest first, and its value by reason. */
export const wasteMonthQueryOptions = (month: string) =>
  queryOptions({
    queryKey: queryKeys.waste.month(month),
    queryFn: ({ signal }) => api<WasteMonth>(`/api/waste?month=${encodeURIComponent(month)}`, { signal }),
  });

export const useWasteMonth = (month: string) =>
  useQuery({ ...wasteMonthQueryOptions(month), placeholderData: keepPreviousData });
