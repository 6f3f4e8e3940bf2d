import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, SignUpInput } from '@common/accounts';
import { api } from '@web/lib/api-client';
import { sessionQuery } from '@web/lib/session';

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api<{ user: SessionUser }>('/api/auth/sign-up', { method: 'POST', body: input }),
    onSuccess: ({ user }) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, user);
    },
  });
}
