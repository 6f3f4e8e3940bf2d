import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@common/admin';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const auditQuery = queryOptions({
  queryKey: queryKeys.admin.audit,
  queryFn: ({ signal }) => api<AuditEntry[]>('/api/admin/audit', { signal }),
});

export const useAuditLog = () => useQuery(auditQuery);
