import {
  BarChart3,
  BookOpen,
  Building2,
  ChefHat,
  ClipboardList,
  FileText,
  LogOut,
  Megaphone,
  Package,
  ScanLine,
  Shield,
  Store,
  Truck,
  UserCog,
} from 'lucide-react';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import type { SessionUser } from '@common/accounts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useAddRestaurantRole } from '@web/features/auth/api/choose-role';
import { useSignOut } from '@web/lib/sign-out';

const RESTAURANT_SHORTCUTS = [
  { to: '/dashboard', label: 'Dashboard', description: 'Resumen de tu negocio', icon: BarChart3 },
  { to: '/productos', label: 'Productos', description: 'Inventario y stock', icon: Package },
  { to: '/proveedores', label: 'Proveedores', description: 'Tus contactos de compra', icon: Truck },
  { to: '/ordenes', label: 'Órdenes', description: 'Órdenes de compra', icon: ClipboardList },
  { to: '/marketplace', label: 'Marketplace', description: 'Proveedores verificados', icon: Store },
  { to: '/recetario', label: 'Recetario', description: 'Recetas y costos', icon: BookOpen },
  { to: '/escanear', label: 'Escanear recibo', description: 'Captura compras con IA', icon: ScanLine },
  { to: '/facturas', label: 'Facturas CFDI', description: 'Registra los XML del SAT', icon: FileText },
  { to: '/escuela-culinaria', label: 'Mi Chef IA', description: 'Tu coach culinario', icon: ChefHat },
  { to: '/restaurant/setup', label: 'Mi restaurante', description: 'Datos y sucursales', icon: Building2 },
] as const;

/** SPEC §2 "/" for signed-in users: shortcuts by role, the admin card and sign-out. */
export function WelcomeHome({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const isAdmin = user.roles.includes('admin');
  const isRestaurant = user.roles.includes('restaurant_owner');
  const isSupplier = user.role === 'supplier_vendor' || user.isSupplier;

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 lg:max-w-5xl">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">¡Hola, {user.businessName ?? user.email}!</h1>
          <p className="text-slate-600">Bienvenido a Alacena</p>
        </div>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden /> Cerrar sesión
        </Button>
      </header>

      {isAdmin && <AdminCard hasRestaurantRole={isRestaurant} />}

      {isSupplier && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Panel de proveedor</CardTitle>
            <CardDescription>Administra tu catálogo, pedidos y suscripción.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/proveedor/dashboard">Ir a mi dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      )}

      {isRestaurant && !isSupplier && (
        <section aria-labelledby="accesos" className="flex flex-col gap-3">
          <h2 id="accesos" className="text-lg font-semibold">
            Accesos rápidos
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {RESTAURANT_SHORTCUTS.map((shortcut) => (
              <li key={shortcut.to}>
                <Link
                  to={shortcut.to}
                  className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <shortcut.icon aria-hidden className="size-6 text-brand-700" />
                  <span className="font-medium">{shortcut.label}</span>
                  <span className="text-xs text-slate-600">{shortcut.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {user.roles.length === 0 && (
        <Card>
          <CardHeader>
            <Spinner />
            <CardTitle as="h2">Detectando tu tipo de cuenta…</CardTitle>
            <CardDescription>Si no tienes un rol asignado, elígelo manualmente.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/choose-role">Seleccionar rol</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </main>
  );
}

function AdminCard({ hasRestaurantRole }: { hasRestaurantRole: boolean }) {
  const addRole = useAddRestaurantRole();
  const add = async () => {
    try {
      await addRole.mutateAsync();
      toast.success('Rol de restaurante agregado');
      window.location.reload();
    } catch (error) {
      toast.error(`Error al agregar rol: ${errorMessage(error, 'Error desconocido')}`);
    }
  };
  return (
    <Card>
      <CardHeader>
        <Shield aria-hidden className="size-8 text-brand-700" />
        <CardTitle as="h2">Administración</CardTitle>
        <CardDescription>Estadísticas, usuarios y publicidad de la plataforma.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/admin">
            <UserCog aria-hidden /> Panel Admin
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/anuncios">
            <Megaphone aria-hidden /> Gestionar Anuncios
          </Link>
        </Button>
        {!hasRestaurantRole && (
          <Button variant="secondary" onClick={add} disabled={addRole.isPending}>
            <ChefHat aria-hidden /> Agregar rol de restaurante
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
