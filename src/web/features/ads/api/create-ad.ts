import { useMutation } from '@tanstack/react-query';
import type { Ad, AdFields } from '@common/ads';
import { api } from '@web/lib/api-client';
import { adChange } from './admin-ads';

export function useCreateAd() {
  return useMutation({
    mutationFn: ({ fields, image }: { fields: AdFields; image: File }) => {
      const form = new FormData();
      form.append('title', fields.title);
      form.append('position', fields.position);
      form.append('linkUrl', fields.linkUrl ?? '');
      form.append('image', image);
      return api<Ad>('/api/admin/ads', { method: 'POST', body: form });
    },
    meta: { invalidates: adChange },
  });
}
