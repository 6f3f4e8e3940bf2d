import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useMarkAlertRead() {
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; isRead: boolean }>(`/api/alerts/${id}/read`, { method: 'POST' }),
    meta: { invalidates: [queryKeys.alerts.all, queryKeys.dashboard] },
  });
}
