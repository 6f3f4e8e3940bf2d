import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@common/admin';
import { api } from '@web/lib/api-client';

export const auditQuery = queryOptions({
  queryKey: ['admin', 'audit'],
  queryFn: ({ signal }) => api<AuditEntry[]>('/api/admin/audit', { signal }),
});

export const useAuditLog = () => useQuery(auditQuery);
