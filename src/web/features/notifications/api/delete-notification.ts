import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@common/notifications';
import { api } from '@web/lib/api-client';
import { notificationKeys } from './notification-keys';

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/notifications/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list, (current) => current?.filter((item) => item.id !== id));
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
