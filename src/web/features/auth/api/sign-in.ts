import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, SignInInput } from '@common/accounts';
import { api } from '@web/lib/api-client';
import { sessionQuery } from '@web/lib/session';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api<{ user: SessionUser }>('/api/auth/sign-in', { method: 'POST', body: input }),
    onSuccess: ({ user }) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, user);
    },
  });
}
