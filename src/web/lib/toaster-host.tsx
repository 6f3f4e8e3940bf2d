import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { setToastHost } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Renders sonner's Toaster when the first toast is raised (lib/toast.ts), not when the app mounts:
 * a page load without a toast never downloads sonner (decision 060).
 */
export function ToasterHost(props: ComponentProps<typeof SonnerToaster>) {
  const [shown, setShown] = useState(false);
  useEffect(() => setToastHost(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
