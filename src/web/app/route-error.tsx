import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';

/** Shown when a page throws while rendering or loading its code. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const title = isRouteErrorResponse(error) ? `Error ${error.status}` : 'Algo salió mal';
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600">Error al procesar la solicitud. Intenta recargar la página.</p>
      <Button asChild>
        <Link to="/">Volver al inicio</Link>
      </Button>
    </main>
  );
}
