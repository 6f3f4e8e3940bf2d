import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adChange } from './admin-ads';

export function useDeleteAd() {
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/admin/ads/${id}`, { method: 'DELETE' }),
    meta: { invalidates: adChange },
  });
}
