import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Schema = z.ZodObject;
type Errors<S extends Schema> = Partial<Record<keyof z.input<S>, string>>;

/**
 * The schema of a form that is on a page's first paint (sign-in, sign-up): zod, its Spanish locale and the
 * schema load on the form's first check, or earlier with `preload()` (the form's first focus), instead of
 * with the page (docs/decisions/059); a failed download is tried again on the next check.
 */
export function lazySchema<S extends Schema>(loadSchema: () => Promise<S>) {
  let loading: Promise<S> | undefined;
  const load = () =>
    (loading ??= loadSchema().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { load, preload: () => void load().catch(() => {}) };
}

/**
 * The few things react-hook-form did for those forms, without its 15 KB on the first paint (decision 065):
 * the form's named fields checked against the schema on submit, the first message of each invalid field
 * shown and the first invalid field focused; after a submit, a field is checked again as it changes.
 */
export function useLazySchemaForm<S extends Schema>(
  schema: ReturnType<typeof lazySchema<S>>,
  onValid: (input: z.output<S>) => Promise<void>,
) {
  const [errors, setErrors] = useState<Errors<S>>({});
  const submitted = useRef(false);

  const check = async (form: HTMLFormElement) => {
    const fields = [...form.elements].filter((field): field is HTMLInputElement => 'name' in field && !!field.name);
    const result = await (
      await schema.load()
    ).safeParseAsync(Object.fromEntries(fields.map((field) => [field.name, field.value])));
    const found: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    return { result, fields, found: found as Errors<S> };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const { result, fields, found } = await check(event.currentTarget);
    setErrors(found);
    if (result.success) await onValid(result.data);
    else fields.find((field) => field.name in found)?.focus();
  };

  const recheck = async (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    if (!submitted.current || !field.name) return;
    const { found } = await check(event.currentTarget);
    setErrors((shown) => ({ ...shown, [field.name]: found[field.name as keyof Errors<S>] }));
  };

  return { errors, submit, recheck };
}
