import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@web/lib/cn';

// Text/background pairs chosen for ≥ 4.5:1 contrast at text-xs.
export const badgeVariants = cva(
  'inline-flex w-fit max-w-full shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ' +
    '[&_svg]:pointer-events-none [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-700 text-white',
        secondary: 'border-transparent bg-slate-100 text-slate-800',
        destructive: 'border-transparent bg-red-700 text-white',
        outline: 'border-slate-300 text-slate-800',
        warning: 'border-amber-300 bg-amber-100 text-amber-900',
        success: 'border-brand-100 bg-brand-50 text-brand-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
