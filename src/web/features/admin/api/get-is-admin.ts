import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** SPEC §6/§8: the server's admin check, cached 5 minutes; an error is logged and means "not admin". */
export const isAdminQuery = queryOptions({
  queryKey: queryKeys.admin.isAdmin,
  queryFn: async ({ signal }) => {
    try {
      return (await api<{ isAdmin: boolean }>('/api/admin/is-admin', { signal })).isAdmin;
    } catch (error) {
      console.error('No se pudo verificar si el usuario es administrador', error);
      return false;
    }
  },
  staleTime: 5 * 60 * 1000,
});

export const useIsAdmin = () => useQuery(isAdminQuery);
