import { useMutation } from '@tanstack/react-query';
import type { Ad } from '@common/ads';
import { api } from '@web/lib/api-client';
import { adChange } from './admin-ads';

export function useToggleAd() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api<Ad>(`/api/admin/ads/${id}`, { method: 'PATCH', body: { isActive } }),
    meta: { invalidates: adChange },
  });
}
