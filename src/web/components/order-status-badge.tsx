import { ORDER_STATUS_LABELS, type OrderStatus } from '@common/orders';
import { Badge } from './ui/badge';

const VARIANTS = {
  pendiente: 'warning',
  confirmada: 'outline',
  en_camino: 'default',
  entregada: 'success',
  completada: 'success',
  cancelada: 'secondary',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
