import { ExternalLink, Trash2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import type { Ad } from '@common/ads';
import { AD_MESSAGES, AD_POSITION_LABELS } from '@common/ads-rules';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatDate } from '@web/lib/format-date';
import { useDeleteAd } from './api/delete-ad';
import { useToggleAd } from './api/toggle-ad';

export function AdCard({ ad }: { ad: Ad }) {
  const toggle = useToggleAd();
  const remove = useDeleteAd();

  const switchActive = async () => {
    try {
      await toggle.mutateAsync({ id: ad.id, isActive: !ad.isActive });
      toast.success(AD_MESSAGES.statusUpdated);
    } catch {
      toast.error(AD_MESSAGES.statusError);
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(ad.id);
      toast.success(AD_MESSAGES.deleted);
    } catch {
      toast.error(AD_MESSAGES.deleteError);
    }
  };

  return (
    <Card data-ad-title={ad.title} className={cn(!ad.isActive && 'opacity-75')}>
      <img src={ad.imageUrl} alt={ad.title} className="aspect-[3/1] w-full rounded-t-xl object-cover" />
      <CardContent className="flex flex-col gap-3 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{ad.title}</h2>
            <p className="text-sm text-slate-600">Creado el {formatDate(ad.createdAt)}</p>
          </div>
          <Badge variant="outline">Posición: {AD_POSITION_LABELS[ad.position]}</Badge>
        </div>
        {ad.linkUrl && (
          <a
            href={ad.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 truncate text-sm text-brand-700 underline"
          >
            <ExternalLink aria-hidden className="size-4 shrink-0" /> {ad.linkUrl}
          </a>
        )}
        <dl className="grid grid-cols-3 gap-2 text-center">
          <Metric label="Impresiones" value={ad.impressions.toLocaleString('es-MX')} />
          <Metric label="Clics" value={ad.clicks.toLocaleString('es-MX')} />
          <Metric label="CTR" value={`${ad.ctr}%`} />
        </dl>
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            role="switch"
            aria-checked={ad.isActive}
            aria-label={`Anuncio activo: ${ad.title}`}
            onClick={switchActive}
            disabled={toggle.isPending}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-50"
          >
            <span
              aria-hidden
              className={cn(
                'relative h-6 w-11 rounded-full transition-colors',
                ad.isActive ? 'bg-brand-700' : 'bg-slate-300',
              )}
            >
              <span
                className={cn(
                  'absolute top-0.5 size-5 rounded-full bg-white shadow transition-all',
                  ad.isActive ? 'left-[1.375rem]' : 'left-0.5',
                )}
              />
            </span>
            {ad.isActive ? 'Activo' : 'Inactivo'}
          </button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" aria-label={`Eliminar ${ad.title}`} disabled={remove.isPending}>
                <Trash2 aria-hidden /> Eliminar
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>¿Eliminar anuncio?</AlertDialogTitle>
                <AlertDialogDescription>“{ad.title}” y su imagen se eliminarán permanentemente.</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancelar</AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={confirmDelete}>
                  Eliminar
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </CardContent>
    </Card>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold" data-metric={label}>
        {value}
      </dd>
    </div>
  );
}
