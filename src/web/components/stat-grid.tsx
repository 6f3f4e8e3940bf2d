import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

export interface Stat {
  label: string;
  /** As shown; '…' while it loads. */
  value: string;
  hint?: string;
  icon: LucideIcon;
}

/** A dashboard's row of figures: two columns on a phone, four from md up; each card is `data-stat` its label. */
export function StatGrid({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((stat) => (
        <Card key={stat.label} data-stat={stat.label}>
          <CardHeader className="flex-row items-center justify-between pb-1">
            <CardTitle as="h2" className="text-sm font-medium text-slate-600">
              {stat.label}
            </CardTitle>
            <stat.icon aria-hidden className="size-4 text-brand-700" />
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold">{stat.value}</p>
            {stat.hint && <p className="text-xs text-slate-600">{stat.hint}</p>}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
