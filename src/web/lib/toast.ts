import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Id = string | number;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

/**
 * sonner (9 KB gzip) loads with the first toast, not with every page (decision 060), and the app's
 * ToasterHost mounts its Toaster then. sonner's Toaster shows the toasts raised before it subscribed
 * (sonner ≥ 2.0.7 replays the active ones), so none is lost. Component tests render sonner's Toaster
 * themselves, without a host.
 */
let host: (() => void) | undefined;
let loaded: Promise<Sonner> | undefined;

/** ToasterHost's hook: `show` puts the Toaster on screen (at once if a toast came first). Returns the unregister. */
export function setToastHost(show: () => void): () => void {
  host = show;
  void loaded?.then(show);
  return () => {
    if (host === show) host = undefined;
  };
}

/** Asynchronous, so a toast raised while React renders never updates the host in that render. */
const sonner = () =>
  (loaded ??= import('sonner').then((module) => {
    host?.();
    return module.toast;
  }));

let generated = 0;

/**
 * One toast per kind (decision 029): a toast with the same title replaces the one on screen
 * instead of stacking ("Producto agregado" ten times is one toast, with the newest text). The id is
 * known at once (a loading toast's id ends its wait) though sonner shows the toast a moment later.
 */
const keyed =
  (kind?: Kind) =>
  (message: Message, data?: ExternalToast): Id => {
    const id = data?.id ?? (typeof message === 'string' ? message : `toast-${(generated += 1)}`);
    void sonner().then((show) => (kind ? show[kind] : show)(message, { ...data, id }));
    return id;
  };

export const toast = Object.assign(keyed(), {
  success: keyed('success'),
  error: keyed('error'),
  info: keyed('info'),
  warning: keyed('warning'),
  /** A toast that stays until replaced: pass its id to the success or error that ends the wait. */
  loading: keyed('loading'),
  /** Nothing to dismiss before the first toast; after it, in order with the toasts. */
  dismiss: (id?: Id) => void loaded?.then((show) => show.dismiss(id)),
});
