import { formatMoney } from '@common/money';
import type { OrderStatus } from '@common/orders';
import type { Transaction } from '../../platform/db/client';
import { createNotification } from '../notifications/service';
import { selectOrderCompany } from './queries';

/**
 * Tells the supplier of a restaurant's marketplace order what the restaurant did with it (cancelled
 * it, received it), in the app and by e-mail (decision 043). Returns the supplier's user id.
 */
export async function notifySupplier(
  tx: Transaction,
  ownerId: string,
  order: { id: string; orderNumber: string; totalAmount: string },
  notice: { title: string; message: (restaurant: string) => string; status: OrderStatus },
) {
  const company = await selectOrderCompany(tx, ownerId, { orderId: order.id });
  if (!company) return null;
  await createNotification(tx, {
    userId: company.supplierUserId,
    type: 'order',
    title: notice.title,
    message: `${notice.message(company.restaurantName)} (${formatMoney(order.totalAmount)})`,
    link: '/proveedor/dashboard',
    metadata: { order_id: order.id, status: notice.status, send_email: true },
  });
  return company.supplierUserId;
}
