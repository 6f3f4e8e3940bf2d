import { UserPlus } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { ADMIN_MESSAGES, ROLE_LABELS, type AdminUser } from '@common/admin';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format-date';
import { usePromoteUser } from './api/promote-user';
import { useAdminUsers } from './api/users';

export function UserList({ currentUserId }: { currentUserId: string }) {
  const users = useAdminUsers();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Usuarios</CardTitle>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <Spinner />
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Lista de usuarios">
            {(users.data ?? []).map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const promote = usePromoteUser();
  const isAdmin = user.roles.includes('admin');
  const confirm = async () => {
    try {
      await promote.mutateAsync(user.id);
      toast.success(ADMIN_MESSAGES.promoted);
    } catch {
      toast.error(ADMIN_MESSAGES.promoteError);
    }
  };
  return (
    <li
      data-user-email={user.email}
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="truncate font-medium">{user.businessName ?? user.email}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <p className="text-xs text-slate-600">Registrado el {formatDate(user.createdAt)}</p>
        <div className="mt-1 flex flex-wrap gap-1" aria-label="Roles">
          {user.roles.length === 0 ? (
            <Badge variant="outline">Sin rol</Badge>
          ) : (
            user.roles.map((role) => (
              <Badge key={role} variant={role === 'admin' ? 'default' : 'secondary'}>
                {ROLE_LABELS[role]}
              </Badge>
            ))
          )}
        </div>
      </div>
      {!isAdmin && !isSelf && (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" aria-label={`Promover a ${user.email}`} disabled={promote.isPending}>
              <UserPlus aria-hidden /> Promover
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>¿Promover a administrador?</AlertDialogTitle>
              <AlertDialogDescription>
                {user.email} tendrá acceso al panel de administración: estadísticas, usuarios y publicidad.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction onClick={confirm}>Promover</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </li>
  );
}
