import { Lock } from 'lucide-react';
import { Link } from '@web/lib/router';
import { BILLING_MESSAGES, PLAN_COPY } from '@common/billing';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** SPEC §2: the supplier dashboard without an active subscription. */
export function SubscriptionRequired() {
  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-10">
      <Card className="text-center">
        <CardHeader className="items-center">
          <Lock aria-hidden className="size-10 text-brand-700" />
          <CardTitle as="h1" className="text-2xl">
            {BILLING_MESSAGES.subscriptionRequired}
          </CardTitle>
          <CardDescription>
            {BILLING_MESSAGES.subscriptionRequiredDetail}. {PLAN_COPY.from}.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Button asChild>
            <Link to="/proveedor/precios">Ver Planes</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Volver al Inicio</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
