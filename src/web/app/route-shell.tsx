import type { ReactNode } from 'react';
import { PRODUCT_PAGE_SIZE } from '@common/inventory';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';

/**
 * What a route paints before the app's JavaScript runs (decision 030): the page's own heading and
 * placeholders where its data will be, inside the signed-in header. scripts/prerender-landing.mjs renders
 * these into one HTML file per route; start-app.tsx keeps it on screen until the real page shows its <h1>.
 */
export const ROUTE_SHELLS: Record<string, () => ReactNode> = {
  '/auth': AuthShell,
  '/dashboard': () => <PageShell heading={<h1 className="text-2xl font-bold">Inicio</h1>} />,
  '/inicio': () => <PageShell heading={<h1 className="text-2xl font-bold">Inicio</h1>} />,
  '/productos': () => <PageShell heading={<h1 className="text-2xl font-bold">Productos</h1>} />,
  '/recetario': () => (
    <PageShell
      heading={
        <>
          <h1 className="text-2xl font-bold">Recetario</h1>
          {/* The page's search box as it first paints; read-only until the app replaces it, so nothing typed is lost. */}
          <Input
            type="search"
            aria-label="Buscar recetas"
            placeholder="Buscar por nombre o categoría..."
            className="pl-9"
            readOnly
            tabIndex={-1}
          />
        </>
      }
    />
  ),
  '/mensajes': () => <PageShell heading={<h1 className="text-xl font-bold">Mensajes</h1>} />,
  // The heading shares its row with the cart button, as on the page, so it wraps the same way.
  '/marketplace': () => (
    <PageShell
      wide
      heading={
        <header className="flex items-start justify-between gap-3">
          <h1>
            <span className="block text-2xl font-bold">Marketplace</span>
            <span className="sr-only"> - </span>
            <span className="block text-sm font-normal text-slate-600">Productos de proveedores verificados</span>
          </h1>
          <Skeleton className="h-9 w-28 shrink-0" />
        </header>
      }
    />
  ),
};

const SESSION = '/api/auth/me';
/**
 * The API reads each route's first render makes (useSession, then the page's query: get-dashboard.ts,
 * get-products.ts, get-recipes.ts, get-conversations.ts): the shell's HTML preloads them, so they travel
 * while the JavaScript downloads. A URL that drifts from its hook only costs a second request.
 */
export const ROUTE_DATA: Record<string, string[]> = {
  '/auth': [SESSION],
  '/dashboard': [SESSION, '/api/dashboard'],
  '/inicio': [SESSION, '/api/dashboard'],
  '/productos': [SESSION, `/api/products?limit=${PRODUCT_PAGE_SIZE}`],
  '/recetario': [SESSION, '/api/recipes'],
  '/mensajes': [SESSION, '/api/chat/conversations'],
  '/marketplace': [SESSION],
};

function PageShell({ heading, wide = false }: { heading: ReactNode; wide?: boolean }) {
  return (
    <div className="min-h-screen pb-24" aria-busy="true">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95">
        <div className="mx-auto flex h-12 max-w-6xl items-center px-2">
          <span className="px-2 py-1 text-lg font-bold text-brand-800">Alacena</span>
        </div>
      </header>
      <main className={`mx-auto flex flex-col gap-4 px-4 py-6 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
        {heading}
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </main>
    </div>
  );
}

function AuthShell() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10" aria-busy="true">
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Alacena
          </CardTitle>
          <CardDescription>Inventario, recetas y compras para tu negocio</CardDescription>
        </CardHeader>
        <div className="flex flex-col gap-4 px-6 pb-6">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </Card>
    </main>
  );
}
