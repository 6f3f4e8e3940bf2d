import { toast as sonner, type ExternalToast } from 'sonner';

type Message = Parameters<typeof sonner>[0];
type Show = (message: Message, data?: ExternalToast) => string | number;

/**
 * One toast per kind (decision 029): a toast with the same title replaces the one on screen
 * instead of stacking ("Producto agregado" ten times is one toast, with the newest text).
 */
const keyed =
  (show: Show): Show =>
  (message, data) =>
    show(message, { ...data, id: data?.id ?? (typeof message === 'string' ? message : undefined) });

export const toast = Object.assign(keyed(sonner), {
  success: keyed(sonner.success),
  error: keyed(sonner.error),
  info: keyed(sonner.info),
  warning: keyed(sonner.warning),
  /** A toast that stays until replaced: pass its id to the success or error that ends the wait. */
  loading: keyed(sonner.loading),
  dismiss: sonner.dismiss,
});
