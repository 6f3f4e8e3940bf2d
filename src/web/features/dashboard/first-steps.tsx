import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from '@web/lib/router';
import type { FirstSteps } from '@common/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

const STEPS: Array<{ key: keyof FirstSteps; label: string; to: string }> = [
  { key: 'contact', label: 'Crea tu primer proveedor', to: '/proveedores' },
  { key: 'product', label: 'Agrega tus productos', to: '/productos' },
  { key: 'recipe', label: 'Escribe tu primera receta', to: '/recetario' },
  { key: 'order', label: 'Haz tu primer pedido', to: '/ordenes/nueva' },
  { key: 'receipt', label: 'Escanea un recibo', to: '/escanear' },
];

/** The first-run checklist (decision 029); gone once every step is done. */
export function FirstStepsCard({ steps }: { steps: FirstSteps }) {
  const done = STEPS.filter((step) => steps[step.key]).length;
  if (done === STEPS.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Primeros pasos</CardTitle>
        <CardDescription>
          {done} de {STEPS.length} listos
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label="Primeros pasos" className="flex flex-col gap-1">
          {STEPS.map((step) => (
            <li key={step.key}>
              {steps[step.key] ? (
                <span className="flex min-h-11 items-center gap-2 px-2 text-slate-500 line-through">
                  <CheckCircle2 aria-hidden className="size-5 shrink-0 text-brand-700" />
                  {step.label}
                  <span className="sr-only">(listo)</span>
                </span>
              ) : (
                <Link
                  to={step.to}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <Circle aria-hidden className="size-5 shrink-0" />
                  {step.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
