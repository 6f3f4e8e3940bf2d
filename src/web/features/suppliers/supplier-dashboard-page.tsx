import { Settings } from 'lucide-react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { BILLING_MESSAGES } from '@common/billing';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useOpenPortal } from '@web/features/billing/api/portal';
import { useSubscription } from '@web/features/billing/api/subscription';
import { useBillingRedirect } from '@web/features/billing/use-billing-redirect';
import { errorMessage } from '@web/lib/api-client';
import { formatLongDate } from '@web/lib/format-date';
import { useCompany } from './api/company';
import { CatalogueSection } from './catalogue-section';
import { InboxSection } from './inbox-section';
import { StatCards } from './stat-cards';
import { SubscriptionRequired } from './subscription-required';

/** SPEC §2 /proveedor/dashboard: gated on an active subscription. */
export function SupplierDashboardPage() {
  const subscription = useSubscription();
  const company = useCompany();
  const portal = useOpenPortal();
  const redirect = useBillingRedirect();

  if (subscription.isPending || company.isPending) return <Spinner className="mx-auto mt-24" />;
  if (!subscription.subscribed) return <SubscriptionRequired />;
  if (!company.data) return <Navigate to="/proveedor/setup" replace />;

  const status = subscription.data!;
  const manage = async () => {
    try {
      await redirect(status.provider, () => portal.mutateAsync());
    } catch (error) {
      toast.error(BILLING_MESSAGES.portalFailed, { description: errorMessage(error, '') || undefined });
    }
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{company.data.companyName}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge>{status.planName}</Badge>
            {status.subscriptionEnd && (
              <span>
                {status.cancelAtPeriodEnd ? 'Termina el' : 'Se renueva el'} {formatLongDate(status.subscriptionEnd)}
              </span>
            )}
          </div>
        </div>
        <Button variant="outline" onClick={manage} disabled={portal.isPending}>
          <Settings aria-hidden /> Gestionar
        </Button>
      </header>
      <StatCards />
      <InboxSection />
      <CatalogueSection />
    </main>
  );
}
