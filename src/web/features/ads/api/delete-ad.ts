import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useInvalidateAds } from './admin-ads';

export function useDeleteAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/admin/ads/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
