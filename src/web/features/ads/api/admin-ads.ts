import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ad } from '@common/ads';
import { auditQuery } from '@web/features/admin/api/audit';
import { api } from '@web/lib/api-client';

export const adminAdsQuery = queryOptions({
  queryKey: ['ads', 'admin'],
  queryFn: ({ signal }) => api<Ad[]>('/api/admin/ads', { signal }),
});

export const useAdminAds = () => useQuery(adminAdsQuery);

/** After any ad change: the admin list, every slot (['ads', 'slot', …]) and the audit log. */
export function useInvalidateAds() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['ads'] });
    void queryClient.invalidateQueries({ queryKey: auditQuery.queryKey });
  };
}
