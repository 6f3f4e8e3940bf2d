import { ClipboardList, Package, Truck, Users } from 'lucide-react';
import { StatGrid } from '@web/components/stat-grid';
import { useAdminStats } from './api/stats';

const count = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('es-MX'));

export function AdminStatCards() {
  const stats = useAdminStats().data;
  const cards = [
    { label: 'Total Usuarios', value: count(stats?.totalUsers), icon: Users },
    { label: 'Total Productos', value: count(stats?.totalProducts), icon: Package },
    { label: 'Proveedores', value: count(stats?.totalSuppliers), icon: Truck },
    { label: 'Órdenes', value: count(stats?.totalOrders), icon: ClipboardList },
  ];
  return <StatGrid label="Estadísticas de la plataforma" stats={cards} />;
}
