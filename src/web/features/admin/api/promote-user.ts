import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@common/admin';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function usePromoteUser() {
  return useMutation({
    mutationFn: (userId: string) =>
      api<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/promote`, { method: 'POST', body: {} }),
    meta: { invalidates: [queryKeys.admin.users, queryKeys.admin.audit] },
  });
}
