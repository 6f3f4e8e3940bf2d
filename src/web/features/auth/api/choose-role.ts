import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectableRole, SessionUser } from '@common/accounts';
import { api } from '@web/lib/api-client';
import { sessionQuery } from '@web/lib/session';

export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: SelectableRole) =>
      api<{ user: SessionUser }>('/api/accounts/role', { method: 'POST', body: { role } }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

/** SPEC §4: an admin adds the restaurant role to themselves (duplicates are ignored). */
export function useAddRestaurantRole() {
  return useMutation({
    mutationFn: () => api<{ user: SessionUser }>('/api/accounts/restaurant-role', { method: 'POST', body: {} }),
  });
}
