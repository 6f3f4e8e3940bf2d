import { Component, type ReactNode } from 'react';
import { Link, useLocation } from '@web/lib/router';
import { Button } from '@web/components/ui/button';

/** Shown when a page throws while rendering or loading its code. */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Algo salió mal</h1>
      <p className="text-slate-600">Error al procesar la solicitud. Intenta recargar la página.</p>
      <Button asChild>
        <Link to="/">Volver al inicio</Link>
      </Button>
    </main>
  );
}

/**
 * Catches what a route throws (a render error, a page chunk that fails to load) and shows RouteError in
 * place of the whole app, as the data router's root errorElement did; the next navigation tries again.
 * React logs the error itself (createRoot's default onCaughtError is console.error).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary navigation={location.key}>{children}</ErrorBoundary>;
}

interface BoundaryState {
  failed: boolean;
  navigation: string;
}

class ErrorBoundary extends Component<{ navigation: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false, navigation: this.props.navigation };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { navigation: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.navigation === state.navigation ? null : { failed: false, navigation: props.navigation };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
