import { ChefHat, Truck } from 'lucide-react';
import { Navigate, useNavigate, useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import type { SelectableRole } from '@common/accounts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useChooseRole } from './api/choose-role';
import { useSession } from '@web/lib/session';

const OPTIONS = [
  {
    role: 'restaurant_owner',
    param: 'restaurant',
    title: 'Dueño de Restaurante',
    description: 'Controla tu inventario, recetas y compras. Gratis para siempre.',
    icon: ChefHat,
    next: '/',
  },
  {
    role: 'supplier_vendor',
    param: 'supplier',
    title: 'Proveedor',
    description: 'Vende a restaurantes en el marketplace y recibe pedidos. Desde $49/mes.',
    icon: Truck,
    next: '/proveedor/setup',
  },
] as const satisfies ReadonlyArray<{
  role: SelectableRole;
  param: string;
  title: string;
  description: string;
  next: string;
  icon: unknown;
}>;

export function ChooseRolePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const chooseRole = useChooseRole();
  const highlighted = search.get('role');

  if (isLoading) return <Spinner className="mx-auto mt-24" />;
  if (!user) {
    const role = highlighted === 'restaurant' || highlighted === 'supplier' ? `&role=${highlighted}` : '';
    return <Navigate to={`/auth?next=choose-role${role}`} replace />;
  }
  // Once the choice is saved the page navigates on its own; only earlier roles redirect here.
  if (user.roles.length > 0 && chooseRole.isIdle) return <Navigate to="/dashboard" replace />;

  const choose = async (option: (typeof OPTIONS)[number]) => {
    try {
      await chooseRole.mutateAsync(option.role);
      toast.success('Rol asignado exitosamente');
      navigate(option.next, { replace: true });
    } catch {
      toast.error('Error al asignar rol');
    }
  };

  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-4 py-10">
      <div className="text-center">
        <h1 className="text-2xl font-bold">¿Cómo usarás Alacena?</h1>
        <p className="mt-2 text-slate-600">Elige tu tipo de cuenta. Solo tendrás que hacerlo una vez.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <Card
            key={option.role}
            className={cn(highlighted === option.param && 'ring-2 ring-brand-600')}
            data-highlighted={highlighted === option.param || undefined}
          >
            <CardHeader>
              <option.icon aria-hidden className="size-10 text-brand-700" />
              <CardTitle as="h2">{option.title}</CardTitle>
              <CardDescription>{option.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button className="w-full" disabled={chooseRole.isPending} onClick={() => choose(option)}>
                Soy {option.title === 'Proveedor' ? 'proveedor' : 'dueño de restaurante'}
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
    </main>
  );
}
