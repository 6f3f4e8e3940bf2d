import { Repeat } from 'lucide-react';
import { Link } from '@web/lib/router';
import type { OrderDetail } from '@common/orders';
import { Button } from '@web/components/ui/button';
import { REPEAT_MESSAGES, repeatOrderPath } from './repeat-order';

/** 'Repetir pedido' on any past order whose supplier is still there (a deleted contact has none). */
export function RepeatOrderLink({ order }: { order: OrderDetail }) {
  if (order.orderType === 'direct' ? !order.supplierId : !order.supplierCompanyId) return null;
  return (
    <Button asChild variant="outline">
      <Link to={repeatOrderPath(order)}>
        <Repeat aria-hidden /> {REPEAT_MESSAGES.action}
      </Link>
    </Button>
  );
}
