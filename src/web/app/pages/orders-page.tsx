import { AdSlot } from '@web/features/ads/ad-slot';
import { OrdersPage } from '@web/features/orders/orders-page';

/** SPEC §2 /ordenes with its ad slot (SPEC §8). */
export function OrdersWithAdPage() {
  return <OrdersPage ad={<AdSlot position="orders" />} />;
}
