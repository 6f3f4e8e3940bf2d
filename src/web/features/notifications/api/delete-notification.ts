import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@common/notifications';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/notifications/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<Notification[]>(queryKeys.notifications.list, (current) =>
        current?.filter((item) => item.id !== id),
      ),
    meta: { invalidates: [queryKeys.notifications.all] },
  });
}
