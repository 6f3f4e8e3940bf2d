import { FlaskConical } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { BILLING_MESSAGES } from '@common/billing';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api-client';
import { usePlans } from './api/plans';
import { useCompleteTestCheckout } from './api/test-mode';
import { formatPlanAmount, intervalLabel } from './plan-figures';
import { testTokenPlanId } from './test-checkout-token';

/** Test mode's checkout (no Stripe keys): nothing is charged; success activates the plan. */
export function TestCheckoutPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token') ?? '';
  const planId = testTokenPlanId(token);
  const plan = usePlans().data?.find((candidate) => candidate.id === planId);
  const complete = useCompleteTestCheckout();

  const pay = async () => {
    try {
      await complete.mutateAsync(token);
      toast.success('Suscripción activada');
      navigate('/proveedor/dashboard', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, BILLING_MESSAGES.checkoutFailed));
    }
  };

  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-10">
      <Card>
        <CardHeader>
          <FlaskConical aria-hidden className="size-8 text-brand-700" />
          <CardTitle as="h1" className="text-2xl">
            Pago de prueba
          </CardTitle>
          <CardDescription>
            Alacena está en modo de prueba: no se realiza ningún cargo y no se pide ninguna tarjeta. Simula el pago para
            activar tu suscripción.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!planId ? (
            <p role="alert" className="text-red-700">
              {BILLING_MESSAGES.invalidTestSession}
            </p>
          ) : plan ? (
            <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4">
              <dt className="text-slate-600">Plan</dt>
              <dd className="text-right font-semibold">{plan.name}</dd>
              <dt className="text-slate-600">Precio</dt>
              <dd className="text-right font-semibold">
                {formatPlanAmount(plan.priceAmount)}/{intervalLabel(plan.interval)}
              </dd>
              <dt className="text-slate-600">Cargo real</dt>
              <dd className="text-right font-semibold">$0</dd>
            </dl>
          ) : null}
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row">
          <Button className="w-full sm:flex-1" onClick={pay} disabled={!planId || complete.isPending}>
            {complete.isPending ? 'Procesando...' : 'Simular pago exitoso'}
          </Button>
          <Button asChild variant="outline" className="w-full sm:flex-1">
            <Link to="/proveedor/precios">Cancelar</Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
