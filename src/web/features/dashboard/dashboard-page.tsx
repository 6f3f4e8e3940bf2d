import { AlertTriangle, Bell, ClipboardList, Package, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from '@web/lib/router';
import { formatMoney } from '@common/money';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useDashboard } from './api/get-dashboard';
import { FirstStepsCard } from './first-steps';
import { LowStockList } from './low-stock-list';
import { SectionLinks } from './section-links';

/** SPEC §2 /dashboard and /inicio: the restaurant home. */
export function DashboardPage({ ad, week }: { ad?: ReactNode; week?: ReactNode }) {
  const { user } = useSession();
  const dashboard = useDashboard();
  if (user?.role === 'supplier_vendor') return <Navigate to="/proveedor/dashboard" replace />;
  const data = dashboard.data;

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <h1 className="text-2xl font-bold">Inicio</h1>
      {dashboard.isError && (
        <p role="alert" className="text-red-700">
          No se pudo cargar el resumen.
        </p>
      )}
      {data && <FirstStepsCard steps={data.firstSteps} />}
      <section aria-label="Resumen" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard to="/productos" label="Productos" value={data?.productCount} icon={<Package aria-hidden />} />
        <StatCard to="/proveedores" label="Proveedores" value={data?.contactCount} icon={<Truck aria-hidden />} />
        <StatCard to="/alertas" label="Alertas sin leer" value={data?.unreadAlertCount} icon={<Bell aria-hidden />} />
        <StatCard
          to="/ordenes"
          label="Órdenes pendientes"
          value={data?.pendingOrderCount}
          icon={<ClipboardList aria-hidden />}
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Valor total del inventario</CardTitle>
        </CardHeader>
        <CardContent>
          {data ? (
            <>
              <p className="text-3xl font-bold text-brand-800" data-testid="inventory-value">
                {formatMoney(data.inventoryValue)}
              </p>
              {data.branchValues.length > 1 && (
                <ul aria-label="Valor por sucursal" className="mt-2 divide-y divide-slate-100 text-sm">
                  {data.branchValues.map((branch) => (
                    <li key={branch.locationId} className="flex justify-between gap-3 py-1">
                      <span className="min-w-0 truncate">{branch.locationName}</span>
                      <span className="font-medium">{formatMoney(branch.value)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <Skeleton className="h-9 w-40" />
          )}
        </CardContent>
      </Card>
      {week}
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <AlertTriangle aria-hidden className="size-5 text-amber-600" /> Stock bajo
          </CardTitle>
        </CardHeader>
        <CardContent>
          {!data ? (
            <Skeleton className="h-20 w-full" />
          ) : data.lowStock.length === 0 ? (
            <p className="text-sm text-slate-600">Todos tus productos están por encima de su mínimo.</p>
          ) : (
            <LowStockList items={data.lowStock} />
          )}
          {data && data.lowStockCount > data.lowStock.length && (
            <Link to="/productos" className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
              Ver los {data.lowStockCount} productos con stock bajo
            </Link>
          )}
        </CardContent>
      </Card>
      <SectionLinks />
      {ad}
    </main>
  );
}

function StatCard({
  to,
  label,
  value,
  icon,
}: {
  to: string;
  label: string;
  value: number | undefined;
  icon: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <span className="flex items-center gap-2 text-sm text-slate-600 [&_svg]:size-4">
        {icon}
        {label}
      </span>
      <span className="mt-1 block text-2xl font-bold" data-testid={`stat-${to.slice(1)}`}>
        {value ?? '—'}
      </span>
    </Link>
  );
}
