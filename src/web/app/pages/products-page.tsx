import { AdSlot } from '@web/features/ads/ad-slot';
import { ProductsPage } from '@web/features/inventory/products-page';

/** SPEC §2 /productos with its ad slot (SPEC §8). */
export function ProductsWithAdPage() {
  return <ProductsPage ad={<AdSlot position="products" />} />;
}
