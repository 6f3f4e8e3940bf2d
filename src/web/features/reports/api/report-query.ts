import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The query string of a report's parameters, without the empty ones (also the CSV link's). */
export function reportSearch(params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  return search.toString();
}

/** GET /api/reports/<name>?<params>, kept on screen while the next period loads. */
export const reportQueryOptions = <T>(name: string, params: Record<string, string | undefined>) => {
  const search = reportSearch(params);
  return queryOptions({
    queryKey: queryKeys.reports.report(name, search),
    queryFn: ({ signal }) => api<T>(`/api/reports/${name}${search ? `?${search}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const reportCsvPath = (table: string, params: Record<string, string | undefined>) =>
  `/api/reports/export.csv?${reportSearch({ table, ...params })}`;
