import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/notifications/${id}/read`, { method: 'POST' }),
    meta: { invalidates: [queryKeys.notifications.all] },
  });
}
