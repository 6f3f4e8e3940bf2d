import { useMutation } from '@tanstack/react-query';
import type { WasteEntry, WasteInput } from '@common/waste';
import { api } from '@web/lib/api-client';
import { inventoryChange, queryKeys } from '@web/lib/query-keys';

/** POST /api/waste: the product's stock and the month's waste change (and a low-stock notice may follow). */
export function useLogWaste() {
  return useMutation({
    mutationFn: (input: WasteInput) => api<WasteEntry>('/api/waste', { method: 'POST', body: input }),
    meta: { invalidates: [...inventoryChange, queryKeys.waste.all, queryKeys.notifications.all] },
  });
}
