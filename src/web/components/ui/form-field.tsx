import { isValidElement, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Label } from './label';
import { Slot } from './slot';

export type FormFieldProps = {
  label: ReactNode;
  /** id of the control; the error's id is `${htmlFor}-error`. */
  htmlFor: string;
  /** Spanish validation message; shown below the control when present. */
  error?: string;
  /** Optional helper text under the label. */
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The id of a field's error message, for a control's `aria-describedby`. */
export function fieldErrorId(htmlFor: string): string {
  return `${htmlFor}-error`;
}

/** The id of a field's description text. */
export function fieldDescriptionId(htmlFor: string): string {
  return `${htmlFor}-description`;
}

/**
 * Label + control + error message. When `children` is a single element (an Input, Textarea,
 * SelectTrigger…) it receives `aria-invalid` and `aria-describedby` automatically; props the child
 * sets itself win, so a control nested deeper can be wired by hand with `fieldErrorId`.
 */
export function FormField({ label, htmlFor, error, description, className, children }: FormFieldProps) {
  const describedBy =
    [description ? fieldDescriptionId(htmlFor) : null, error ? fieldErrorId(htmlFor) : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div data-slot="form-field" className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {description && (
        <p id={fieldDescriptionId(htmlFor)} className="text-sm text-slate-600">
          {description}
        </p>
      )}
      {isValidElement(children) ? (
        <Slot aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {children}
        </Slot>
      ) : (
        children
      )}
      {error && (
        <p id={fieldErrorId(htmlFor)} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
