import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (forms, zod, react-hook-form, Radix Select) loads the first time it opens, so
 * the page's first load does not carry it. Once loaded it stays mounted, keeping its close animation.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
