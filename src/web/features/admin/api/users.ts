import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@common/admin';
import { api } from '@web/lib/api-client';

export const adminUsersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }) => api<AdminUser[]>('/api/admin/users', { signal }),
});

export const useAdminUsers = () => useQuery(adminUsersQuery);
