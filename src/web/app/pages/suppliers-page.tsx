import { AdSlot } from '@web/features/ads/ad-slot';
import { SuppliersPage } from '@web/features/inventory/suppliers-page';

/** SPEC §2 /proveedores with its ad slot (SPEC §8). */
export function SuppliersWithAdPage() {
  return <SuppliersPage ad={<AdSlot position="suppliers" />} />;
}
