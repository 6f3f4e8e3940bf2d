import { ArrowLeft } from 'lucide-react';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { BILLING_MESSAGES, PLAN_COPY } from '@common/billing';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useCreateCheckout } from './api/checkout';
import { usePlans } from './api/plans';
import { useSubscription } from './api/get-subscription';
import { PlanCard } from './plan-card';
import { useBillingRedirect } from './use-billing-redirect';

/** SPEC §2 /proveedor/precios and /supplier/pricing: 'Elige tu Plan'. */
export function PricingPage() {
  const plans = usePlans();
  const subscription = useSubscription();
  const checkout = useCreateCheckout();
  const redirect = useBillingRedirect();

  const choose = async (planId: string) => {
    try {
      await redirect(subscription.data?.provider, () => checkout.mutateAsync(planId));
    } catch (error) {
      toast.error(errorMessage(error, BILLING_MESSAGES.checkoutFailed));
    }
  };

  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> Volver
        </Link>
      </Button>
      <header className="text-center">
        <h1 className="text-3xl font-bold">Elige tu Plan</h1>
        <p className="mt-2 text-slate-600">Vende a restaurantes de todo México en el marketplace de Alacena.</p>
        <p className="mt-1 font-semibold text-brand-700">{PLAN_COPY.from}</p>
      </header>

      {subscription.subscribed && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Ya tienes el {subscription.data?.planName}</CardTitle>
            <CardDescription>Cambia de plan o cancela desde “Gestionar” en tu dashboard.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/proveedor/dashboard">Ir a mi dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      )}

      {plans.isPending ? (
        <Spinner className="mx-auto" />
      ) : plans.isError ? (
        <p role="alert" className="text-center text-red-700">
          {errorMessage(plans.error, 'No se pudieron cargar los planes')}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={subscription.data?.productId === plan.id}
              disabled={checkout.isPending || subscription.subscribed}
              pending={checkout.isPending && checkout.variables === plan.id}
              onChoose={() => choose(plan.id)}
            />
          ))}
        </div>
      )}

      <div className="flex flex-col items-center gap-2 text-center">
        <p className="text-sm text-slate-600">¿Quieres conocer el panel antes de pagar?</p>
        <Button asChild variant="outline">
          <Link to="/supplier/dashboard">Ver demo primero</Link>
        </Button>
      </div>
    </main>
  );
}
