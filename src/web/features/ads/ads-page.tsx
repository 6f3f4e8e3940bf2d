import { ArrowLeft, Megaphone, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { ADMIN_MESSAGES } from '@common/admin';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useIsAdmin } from '@web/features/admin/api/get-is-admin';
import { AdCard } from './ad-card';
import { useAdminAds } from './api/admin-ads';
import { lazyDialog } from '@web/components/lazy-dialog';

const NewAdDialog = lazyDialog(
  async () => (await import('./new-ad-dialog')).NewAdDialog,
  (props) => props.open,
);

/** SPEC §2 /admin/anuncios; non-admins go back to / with the toast 'Acceso denegado'. */
export function AdsPage() {
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const redirected = useRef(false);
  const denied = isAdmin.isSuccess && !isAdmin.data;

  useEffect(() => {
    if (!denied || redirected.current) return;
    redirected.current = true;
    toast.error(ADMIN_MESSAGES.accessDeniedToast);
    navigate('/', { replace: true });
  }, [denied, navigate]);

  if (!isAdmin.data) return <Spinner className="mx-auto mt-24" />;
  return <AdsManager />;
}

function AdsManager() {
  const ads = useAdminAds();
  const [newAdOpen, setNewAdOpen] = useState(false);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/admin">
          <ArrowLeft aria-hidden /> Volver al panel
        </Link>
      </Button>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Gestionar Publicidad</h1>
          <p className="text-slate-600">
            Anuncios que ven los restaurantes en su dashboard, productos, órdenes y proveedores
          </p>
        </div>
        <Button onClick={() => setNewAdOpen(true)}>
          <Plus aria-hidden /> Nuevo anuncio
        </Button>
        <NewAdDialog open={newAdOpen} onOpenChange={setNewAdOpen} />
      </header>
      {ads.isPending ? (
        <Spinner className="mx-auto" />
      ) : ads.data?.length ? (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Anuncios">
          {ads.data.map((ad) => (
            <li key={ad.id}>
              <AdCard ad={ad} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          <Megaphone aria-hidden className="size-8" />
          <p>No hay anuncios creados</p>
        </div>
      )}
    </main>
  );
}
