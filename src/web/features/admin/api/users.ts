import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@common/admin';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const adminUsersQuery = queryOptions({
  queryKey: queryKeys.admin.users,
  queryFn: ({ signal }) => api<AdminUser[]>('/api/admin/users', { signal }),
});

export const useAdminUsers = () => useQuery(adminUsersQuery);
