import { SupplierLinkPage } from '@web/features/orders/supplier-link-page';
import { NotFoundPage } from '../not-found-page';

/** /pedido/:token: a link that does not work (wrong, expired, replaced or closed) is the app's 404 page. */
export function SupplierLinkWithNotFoundPage() {
  return <SupplierLinkPage notFound={<NotFoundPage />} />;
}
