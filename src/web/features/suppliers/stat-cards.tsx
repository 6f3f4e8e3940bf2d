import { DollarSign, Package, ShoppingCart, TrendingUp } from 'lucide-react';
import { formatMoney, formatPercentChange } from '@common/money';
import { StatGrid } from '@web/components/stat-grid';
import { useSupplierStats } from './api/stats';

export function StatCards() {
  const stats = useSupplierStats().data;
  const cards = [
    { label: 'Productos', value: stats ? String(stats.productCount) : '…', hint: 'en tu catálogo', icon: Package },
    { label: 'Pedidos', value: stats ? String(stats.pendingOrderCount) : '…', hint: 'pendientes', icon: ShoppingCart },
    {
      label: 'Ventas',
      value: stats ? formatMoney(stats.salesThisMonth) : '…',
      hint: 'entregadas este mes',
      icon: DollarSign,
    },
    {
      label: 'Crecimiento',
      value: stats ? (stats.growthPercent === null ? '-' : formatPercentChange(stats.growthPercent)) : '…',
      hint: 'vs. mes anterior',
      icon: TrendingUp,
    },
  ];
  return <StatGrid label="Estadísticas" stats={cards} />;
}
