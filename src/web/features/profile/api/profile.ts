import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@common/accounts';
import { api } from '@web/lib/api-client';

interface Profile {
  email: string;
  businessName: string | null;
}

const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => api<Profile>('/api/profile', { signal }),
});

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api<Profile>('/api/profile', { method: 'PUT', body: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
