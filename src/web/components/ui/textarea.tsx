import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { fieldClasses } from './input';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea data-slot="textarea" rows={rows} className={cn(fieldClasses, 'min-h-20 py-2', className)} {...props} />
  );
}
