import { Megaphone } from 'lucide-react';
import { Link } from '@web/lib/router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { AccessDenied } from './access-denied';
import { AdminStatCards } from './admin-stat-cards';
import { useIsAdmin } from './api/get-is-admin';
import { AuditList } from './audit-list';
import { UserList } from './user-list';

/** SPEC §2 /admin: statistics, advertising, users with promotion, and the audit log. */
export function AdminPage() {
  const isAdmin = useIsAdmin();
  const { user } = useSession();
  if (isAdmin.isPending) return <Spinner className="mx-auto mt-24" />;
  if (!isAdmin.data || !user) return <AccessDenied />;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold">Panel de Administración</h1>
        <p className="text-slate-600">Estadísticas, usuarios y publicidad de Alacena</p>
      </header>
      <AdminStatCards />
      <Card>
        <CardHeader className="flex-row items-center gap-3">
          <Megaphone aria-hidden className="size-8 shrink-0 text-brand-700" />
          <div className="flex flex-col gap-1">
            <CardTitle as="h2">Gestionar Publicidad</CardTitle>
            <CardDescription>
              Crea anuncios, actívalos o desactívalos y revisa impresiones, clics y CTR.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/admin/anuncios">Gestionar Publicidad</Link>
          </Button>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <UserList currentUserId={user.id} />
        <AuditList />
      </div>
    </main>
  );
}
