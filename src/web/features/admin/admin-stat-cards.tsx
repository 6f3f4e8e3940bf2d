import { ClipboardList, Package, Truck, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAdminStats } from './api/stats';

export function AdminStatCards() {
  const stats = useAdminStats().data;
  const cards = [
    { label: 'Total Usuarios', value: stats?.totalUsers, icon: Users },
    { label: 'Total Productos', value: stats?.totalProducts, icon: Package },
    { label: 'Proveedores', value: stats?.totalSuppliers, icon: Truck },
    { label: 'Órdenes', value: stats?.totalOrders, icon: ClipboardList },
  ];
  return (
    <section aria-label="Estadísticas de la plataforma" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} data-stat={card.label}>
          <CardHeader className="flex-row items-center justify-between pb-1">
            <CardTitle as="h2" className="text-sm font-medium text-slate-600">
              {card.label}
            </CardTitle>
            <card.icon aria-hidden className="size-4 text-brand-700" />
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold">{card.value === undefined ? '…' : card.value.toLocaleString('es-MX')}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
