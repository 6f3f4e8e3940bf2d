import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** 'Marcar todo como leído'. */
export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/notifications/read-all', { method: 'POST' }),
    meta: { invalidates: [queryKeys.notifications.all] },
  });
}
