import { lazy, Suspense, useState } from 'react';
import { MessageCircle } from 'lucide-react';

const AssistantPanel = lazy(() => import('./assistant-panel').then((module) => ({ default: module.AssistantPanel })));

/**
 * SPEC §2: the floating assistant button on every signed-in route, above the bottom bar on phones
 * and tablets (decision 029). The panel (chat, Markdown) loads on the
 * first click and stays mounted afterwards, so the conversation survives closing it.
 */
export function AssistantLauncher({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [loaded, setLoaded] = useState(initiallyOpen);
  return (
    <>
      <button
        type="button"
        data-assistant-launcher
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label="Abrir asistente de IA"
        className="fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none lg:right-6 lg:bottom-6"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
