import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export type LabelProps = ComponentProps<'label'>;

/** Radix's Label without its Primitive/Slot chunk (decision 065): a double click on the text selects nothing. */
export function Label({ className, onMouseDown, ...props }: LabelProps) {
  return (
    <label
      data-slot="label"
      className={cn(
        'text-sm leading-none font-medium text-slate-900 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      onMouseDown={(event) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
