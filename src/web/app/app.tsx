import { useState } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { AssistantLauncher } from '@web/features/assistant/assistant-launcher';
import { createQueryClient } from '@web/lib/query-client';
import { useSession } from '@web/lib/session';
import { ToasterHost } from '@web/lib/toaster-host';
import { AppRouter } from './router';

const queryClient = createQueryClient();

/**
 * `openAssistant`: the visitor clicked the pre-rendered landing's assistant button. `pageState`: the answers
 * the server rendered the page with (decision 064), so the first render shows the same page.
 */
export function App({ openAssistant = false, pageState }: { openAssistant?: boolean; pageState?: DehydratedState }) {
  useState(() => pageState && hydrate(queryClient, pageState));
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <SignedInAssistant initiallyOpen={openAssistant} />
      {/* SPEC §9: toasts last 4 s, at most 3 visible. sonner loads with the first toast (decision 060). */}
      <ToasterHost
        duration={4000}
        visibleToasts={3}
        position="top-center"
        closeButton
        containerAriaLabel="Avisos"
        toastOptions={{ closeButtonAriaLabel: 'Cerrar aviso' }}
      />
    </QueryClientProvider>
  );
}

/** The assistant answers from the user's data, so it is offered only with a session (decision 029). */
function SignedInAssistant({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { user } = useSession();
  return user ? <AssistantLauncher initiallyOpen={initiallyOpen} /> : null;
}
