import { Check } from 'lucide-react';
import type { Plan } from '@common/billing';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { YEARLY_SAVING, formatPlanAmount, intervalLabel } from './plan-figures';

const INCLUDED = [
  'Catálogo de productos en el marketplace',
  'Pedidos de restaurantes en tu bandeja',
  'Chat directo con restaurantes',
  'Cancela cuando quieras',
];

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  disabled: boolean;
  pending: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, current, disabled, pending, onChoose }: PlanCardProps) {
  const yearly = plan.interval === 'year';
  return (
    <Card className={cn('flex flex-col', yearly && 'ring-2 ring-brand-600')} aria-labelledby={`plan-${plan.id}`}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h2" id={`plan-${plan.id}`}>
            {plan.name}
          </CardTitle>
          {yearly && <Badge>{YEARLY_SAVING.badge}</Badge>}
        </div>
        <p className="text-3xl font-bold">
          {formatPlanAmount(plan.priceAmount)}
          <span className="text-base font-normal text-slate-600">/{intervalLabel(plan.interval)}</span>
        </p>
        {yearly ? (
          <CardDescription>
            {YEARLY_SAVING.perMonth} · {YEARLY_SAVING.perYear}
          </CardDescription>
        ) : (
          <CardDescription>Pago mes a mes, sin plazo forzoso</CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2 text-sm">
          {INCLUDED.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={yearly ? 'default' : 'outline'}
          disabled={disabled || current}
          onClick={onChoose}
        >
          {current ? 'Tu plan actual' : pending ? 'Procesando...' : `Elegir ${plan.name}`}
        </Button>
      </CardFooter>
    </Card>
  );
}
