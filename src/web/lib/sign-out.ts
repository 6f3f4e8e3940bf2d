import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@web/lib/router';
import { api } from './api-client';
import { sessionQuery } from './session';

/** Revokes the session on the server, forgets every cached query and goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
      navigate('/auth', { replace: true });
    },
  });
}
