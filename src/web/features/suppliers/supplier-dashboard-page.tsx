import type { ReactNode } from 'react';
import { Navigate } from '@web/lib/router';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { useSubscription } from '@web/features/billing/api/get-subscription';
import { formatLongDate } from '@web/lib/format-date';
import { useCompany } from './api/company';
import { CatalogueSection } from './catalogue-section';
import { InboxSection } from './inbox-section';
import { StatCards } from './stat-cards';
import { SubscriptionRequired } from './subscription-required';

/** SPEC §2 /proveedor/dashboard: gated on an active subscription; `manage` is billing's "Gestionar" (composed in app/). */
export function SupplierDashboardPage({ manage }: { manage?: ReactNode }) {
  const subscription = useSubscription();
  const company = useCompany();

  if (subscription.isPending || company.isPending) return <Spinner className="mx-auto mt-24" />;
  if (!subscription.subscribed) return <SubscriptionRequired />;
  if (!company.data) return <Navigate to="/proveedor/setup" replace />;

  const status = subscription.data!;

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
        {manage}
      </header>
      <StatCards />
      <InboxSection />
      <CatalogueSection />
    </main>
  );
}
