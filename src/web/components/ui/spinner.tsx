import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

export type SpinnerProps = ComponentProps<'span'> & {
  /** Text announced to screen readers. */
  label?: string;
  size?: 'sm' | 'default' | 'lg';
};

const sizes = { sm: 'size-4', default: 'size-6', lg: 'size-10' } as const;

export function Spinner({ className, label = 'Cargando…', size = 'default', ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center justify-center text-brand-700', className)}
      {...props}
    >
      <LoaderCircle className={cn('animate-spin motion-reduce:animate-none', sizes[size])} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
