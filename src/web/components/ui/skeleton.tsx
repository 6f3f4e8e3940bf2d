import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** Decorative placeholder; pair it with a Spinner or aria-busy on the region for screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
