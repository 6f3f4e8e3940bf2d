import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AssistantLauncher } from '@web/features/assistant/assistant-launcher';
import { Toaster } from 'sonner';
import { router } from './router';

/** SPEC §9: data stale after 5 min, 1 retry. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AssistantLauncher />
      {/* SPEC §9: toasts last 4 s, at most 3 visible. */}
      <Toaster duration={4000} visibleToasts={3} position="top-center" closeButton />
    </QueryClientProvider>
  );
}
