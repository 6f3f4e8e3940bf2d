import { Settings } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { BILLING_MESSAGES } from '@common/billing';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useOpenPortal } from './api/portal';
import { useSubscription } from './api/get-subscription';
import { useBillingRedirect } from './use-billing-redirect';

/** "Gestionar": opens the billing portal of the signed-in supplier's subscription. */
export function ManageSubscriptionButton() {
  const subscription = useSubscription();
  const portal = useOpenPortal();
  const redirect = useBillingRedirect();

  const manage = async () => {
    try {
      await redirect(subscription.data?.provider, () => portal.mutateAsync());
    } catch (error) {
      toast.error(BILLING_MESSAGES.portalFailed, { description: errorMessage(error, '') || undefined });
    }
  };

  return (
    <Button variant="outline" onClick={manage} disabled={portal.isPending}>
      <Settings aria-hidden /> Gestionar
    </Button>
  );
}
