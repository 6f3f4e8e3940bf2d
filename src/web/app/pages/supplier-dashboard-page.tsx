import { ManageSubscriptionButton } from '@web/features/billing/manage-subscription-button';
import { SupplierDashboardPage } from '@web/features/suppliers/supplier-dashboard-page';

/** SPEC §2 /proveedor/dashboard: the supplier's dashboard with billing's "Gestionar". */
export function SupplierDashboardWithBillingPage() {
  return <SupplierDashboardPage manage={<ManageSubscriptionButton />} />;
}
