import { lazyDialog } from './lazy-dialog';

/** ConfirmDialog for pages that show many delete or cancel buttons: Radix's dialog code loads on the first click. */
export const LazyConfirmDialog = lazyDialog(
  async () => (await import('./confirm-dialog')).ConfirmDialog,
  (props) => props.open,
);
