import { ArrowLeft, FlaskConical } from 'lucide-react';
import { Link, useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { BILLING_MESSAGES } from '@common/billing';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { formatLongDate } from '@web/lib/format-date';
import { usePlans } from './api/plans';
import { useSubscription } from './api/get-subscription';
import { useTestPortalAction, type TestPortalAction } from './api/test-mode';
import { formatPlanAmount, intervalLabel } from './plan-figures';

/** Test mode's billing portal: see the plan, change it, or cancel the subscription. */
export function TestPortalPage() {
  const navigate = useNavigate();
  const subscription = useSubscription();
  const plans = usePlans();
  const portal = useTestPortalAction();
  const status = subscription.data;
  const otherPlans = plans.data?.filter((plan) => plan.id !== status?.productId) ?? [];

  const run = async (action: TestPortalAction, success: string) => {
    try {
      await portal.mutateAsync(action);
      toast.success(success);
      if (action.action === 'cancel') navigate('/proveedor/dashboard', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, BILLING_MESSAGES.portalFailed));
    }
  };

  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-6">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/proveedor/dashboard">
          <ArrowLeft aria-hidden /> Volver al dashboard
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <FlaskConical aria-hidden className="size-8 text-brand-700" />
          <CardTitle as="h1" className="text-2xl">
            Portal de facturación de prueba
          </CardTitle>
          <CardDescription>
            Modo de prueba: los cambios de plan y las cancelaciones no generan ningún cargo.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {subscription.isPending ? (
            <Spinner />
          ) : status?.provider === 'stripe' ? (
            <p role="alert">Este portal solo existe en modo de prueba. Usa “Gestionar” en tu dashboard.</p>
          ) : !status?.subscribed ? (
            <>
              <p>No tienes una suscripción activa.</p>
              <Button asChild>
                <Link to="/proveedor/precios">Ver Planes</Link>
              </Button>
            </>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4">
                <dt className="text-slate-600">Plan actual</dt>
                <dd className="text-right font-semibold">{status.planName}</dd>
                {status.subscriptionEnd && (
                  <>
                    <dt className="text-slate-600">Se renueva el</dt>
                    <dd className="text-right">{formatLongDate(status.subscriptionEnd)}</dd>
                  </>
                )}
              </dl>
              {otherPlans.map((plan) => (
                <Button
                  key={plan.id}
                  variant="outline"
                  disabled={portal.isPending}
                  onClick={() => run({ action: 'change', planId: plan.id }, 'Plan actualizado')}
                >
                  Cambiar a {plan.name} ({formatPlanAmount(plan.priceAmount)}/{intervalLabel(plan.interval)})
                </Button>
              ))}
            </>
          )}
        </CardContent>
        {status?.subscribed && status.provider === 'test' && (
          <CardFooter>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="destructive" className="w-full" disabled={portal.isPending}>
                  Cancelar suscripción
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>¿Cancelar suscripción?</AlertDialogTitle>
                  <AlertDialogDescription>
                    Tus productos dejarán de aparecer en el marketplace y no podrás administrar tu catálogo hasta que
                    vuelvas a suscribirte.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Volver</AlertDialogCancel>
                  <AlertDialogAction
                    variant="destructive"
                    onClick={() => run({ action: 'cancel' }, 'Suscripción cancelada')}
                  >
                    Sí, cancelar
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </CardFooter>
        )}
      </Card>
    </main>
  );
}
