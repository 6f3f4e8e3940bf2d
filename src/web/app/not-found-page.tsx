import { useEffect } from 'react';
import { Link, useLocation } from '@web/lib/router';

/** SPEC §2: any other path shows the 404 page and logs the path (as information: a wrong link is not an app error). */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.info('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-slate-700">Oops! Page not found</p>
        <Link to="/" className="text-brand-700 underline hover:text-brand-800">
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
