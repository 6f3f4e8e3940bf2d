import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The zodResolver of a form that is on a page's first paint (sign-in, sign-up): zod, its Spanish locale
 * and the schema load on the form's first check, or earlier with `preload()` (the form's first focus),
 * instead of with the page (docs/decisions/059). Forms in lazy dialogs use zodResolver directly.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(loadSchema: () => Promise<Schema>) {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as Loaded)
      .catch((error: unknown) => {
        loading = undefined; // a failed download is tried again on the next check
        throw error;
      }));
  const resolver: Loaded = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
