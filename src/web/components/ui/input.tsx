import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const fieldClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm transition-colors ' +
  'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 ' +
  'aria-invalid:border-red-600 aria-invalid:ring-red-600/30 md:text-sm';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldClasses,
        'min-h-11 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-slate-900',
        className,
      )}
      {...props}
    />
  );
}
