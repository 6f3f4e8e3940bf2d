import type { ComponentProps, ReactNode } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '@web/lib/cn';
import { buttonVariants } from './button';

type FileButtonProps = Omit<ComponentProps<'input'>, 'type' | 'children' | 'size'> & {
  id: string;
  /** The visible button, e.g. an icon and 'Elegir archivo'. */
  children: ReactNode;
  /** The chosen file's name, shown beside the button; 'Ningún archivo seleccionado' when empty. */
  fileName?: string | null;
  variant?: VariantProps<typeof buttonVariants>['variant'];
  size?: VariantProps<typeof buttonVariants>['size'];
};

/**
 * A file picker that always speaks Spanish: the browser's own control says "Choose File" in the
 * browser's language. The input stays in the tab order (visually hidden) and the button is its label,
 * so FormField's label, errors and keyboard focus keep working. Extra props (aria-*) go to the input.
 */
export function FileButton({
  id,
  children,
  fileName,
  variant = 'outline',
  size,
  className,
  ...inputProps
}: FileButtonProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <input id={id} type="file" className="peer sr-only" {...inputProps} />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant, size }),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50',
        )}
      >
        {children}
      </label>
      {fileName !== undefined && (
        <span className="min-w-0 truncate text-sm text-slate-600">{fileName ?? 'Ningún archivo seleccionado'}</span>
      )}
    </div>
  );
}
