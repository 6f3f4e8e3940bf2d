import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@common/admin';
import { api } from '@web/lib/api-client';
import { auditQuery } from './audit';
import { adminUsersQuery } from './users';

export function usePromoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/promote`, { method: 'POST', body: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: auditQuery.queryKey });
    },
  });
}
