import { lazyDialog } from '@web/components/lazy-dialog';
import { MarketplacePage } from '@web/features/marketplace/marketplace-page';

const ContactSupplierDialog = lazyDialog(
  async () => (await import('@web/features/chat/contact-supplier-dialog')).ContactSupplierDialog,
  (props) => props.open,
);

/** SPEC §2 /marketplace: the marketplace's cards open the chat's "Contactar" dialog. */
export function MarketplaceWithContactPage() {
  return <MarketplacePage ContactDialog={ContactSupplierDialog} />;
}
