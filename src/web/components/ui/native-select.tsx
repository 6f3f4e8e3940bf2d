import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { fieldClasses } from './input';

/**
 * The browser's own select, styled like the other fields. Used where a page shows a select on its
 * first paint: on a phone it opens the system picker, and it costs no JavaScript (Radix Select with
 * its positioning code is ≈ 34 KB gzip; docs/benchmarks.md).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'min-h-11 py-2', className)} {...props} />;
}
