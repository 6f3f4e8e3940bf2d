import { describeAuditEntry } from '@common/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format-date';
import { useAuditLog } from './api/audit';

export function AuditList() {
  const audit = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Actividad reciente</CardTitle>
      </CardHeader>
      <CardContent>
        {audit.isPending ? (
          <Spinner />
        ) : audit.data?.length ? (
          <ol className="divide-y divide-slate-200" aria-label="Registro de auditoría">
            {audit.data.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 py-2 text-sm">
                <span className="font-medium">{describeAuditEntry(entry)}</span>
                <span className="text-slate-600">
                  {entry.actorEmail ?? 'Usuario eliminado'} ·{' '}
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">Aún no hay actividad registrada</p>
        )}
      </CardContent>
    </Card>
  );
}
