import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '@common/suppliers';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const companyQuery = queryOptions({
  queryKey: queryKeys.supplier.company,
  queryFn: ({ signal }) =>
    api<{ company: Company | null }>('/api/supplier/company', { signal }).then((data) => data.company),
});

export const useCompany = () => useQuery(companyQuery);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInput) => api<Company>('/api/supplier/company', { method: 'POST', body: input }),
    onSuccess: (company) => queryClient.setQueryData(companyQuery.queryKey, company),
    // A company makes the user a supplier (SPEC §4), which the session reports.
    meta: { invalidates: [queryKeys.session] },
  });
}
