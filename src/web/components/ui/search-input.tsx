import { Search } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Input, type InputProps } from './input';

/** A search box with its magnifier; `className` sizes the box, the rest goes to the input (name it with aria-label or a label). */
export function SearchInput({ className, ...props }: Omit<InputProps, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input type="search" {...props} className="pl-9" />
    </div>
  );
}
