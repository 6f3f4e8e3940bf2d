import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ad } from '@common/ads';
import { api } from '@web/lib/api-client';
import { queryKeys, type RegisteredKey } from '@web/lib/query-keys';

export const adminAdsQuery = queryOptions({
  queryKey: queryKeys.ads.admin,
  queryFn: ({ signal }) => api<Ad[]>('/api/admin/ads', { signal }),
});

export const useAdminAds = () => useQuery(adminAdsQuery);

/** After any ad change: the admin list, every slot (['ads', 'slot', …]) and the audit log. */
export const adChange: readonly RegisteredKey[] = [queryKeys.ads.all, queryKeys.admin.audit];
