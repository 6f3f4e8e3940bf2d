import type { ReactNode } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { AssistantLauncher } from '@web/features/assistant/assistant-launcher';
import { createQueryClient } from '@web/lib/query-client';
import { useSession } from '@web/lib/session';
import { ToasterHost } from '@web/lib/toaster-host';
import { AppRouter } from './router';

const queryClient = createQueryClient();

/**
 * The answers the server rendered the page with (decision 064), so the first render shows the same page. They
 * count as fetched now, on this browser's clock (decision 078): the server's clock may differ, and the page
 * that came with them is what the user is looking at.
 */
export function startQueryCache(pageState: DehydratedState): void {
  const now = Date.now();
  hydrate(queryClient, {
    ...pageState,
    queries: pageState.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}

/** `openAssistant`: the visitor clicked the pre-rendered landing's assistant button. */
export function App({ openAssistant = false }: { openAssistant?: boolean }) {
  return (
    <AppData>
      <AppRouter />
      <AppOverlays openAssistant={openAssistant} />
    </AppData>
  );
}

/** The app's one query cache, for every root the app mounts (start-app.tsx). */
export function AppData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** What floats over every page: the assistant, offered only with a session (decision 029), and the toasts. */
export function AppOverlays({ openAssistant = false }: { openAssistant?: boolean }) {
  const { user } = useSession();
  return (
    <>
      {user && <AssistantLauncher initiallyOpen={openAssistant} />}
      {/* SPEC §9: toasts last 4 s, at most 3 visible. sonner loads with the first toast (decision 060). */}
      <ToasterHost
        duration={4000}
        visibleToasts={3}
        position="top-center"
        closeButton
        containerAriaLabel="Avisos"
        toastOptions={{ closeButtonAriaLabel: 'Cerrar aviso' }}
      />
    </>
  );
}
