import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@common/accounts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

interface Profile {
  email: string;
  businessName: string | null;
}

const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api<Profile>('/api/profile', { signal }),
});

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api<Profile>('/api/profile', { method: 'PUT', body: input }),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
    meta: { invalidates: [queryKeys.session] },
  });
}
