import { DollarSign, Package, ShoppingCart, TrendingUp } from 'lucide-react';
import { formatMoney, formatPercentChange } from '@common/money';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
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
  return (
    <section aria-label="Estadísticas" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} data-stat={card.label}>
          <CardHeader className="flex-row items-center justify-between pb-1">
            <CardTitle as="h2" className="text-sm font-medium text-slate-600">
              {card.label}
            </CardTitle>
            <card.icon aria-hidden className="size-4 text-brand-700" />
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold">{card.value}</p>
            <p className="text-xs text-slate-600">{card.hint}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
