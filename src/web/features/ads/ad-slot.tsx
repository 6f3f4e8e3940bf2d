import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SlotAd } from '@common/ads';
import { AD_SLOT_TEXTS } from '@common/ad-slot-texts';
import type { AdPosition } from '@common/ads-rules';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type { AdPosition };

const slotQuery = (position: AdPosition) => ({
  queryKey: queryKeys.ads.slot(position),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<{ ad: SlotAd | null }>(`/api/ads/slot?position=${position}`, { signal }).then((data) => data.ad),
  // SPEC §9: the ad cache lasts 5 minutes.
  staleTime: 5 * 60 * 1000,
});

/** Impressions and clicks are counted by the server once per viewer and window; failures only cost a count. */
function sendAdEvent(adId: string, kind: 'impression' | 'click') {
  void fetch(`/api/ads/${adId}/${kind}`, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(
    () => {},
  );
}

/**
 * An advertising slot: one active ad for its position (the server rotates among several). With
 * none it shows the placeholder of SPEC §8 ('Publicidad' / 'Espacio publicitario disponible').
 */
export function AdSlot({ position }: { position: AdPosition }) {
  const { data: ad } = useQuery(slotQuery(position));
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (!ad || counted.current === ad.id) return;
    counted.current = ad.id;
    sendAdEvent(ad.id, 'impression');
  }, [ad]);

  if (!ad) {
    return (
      <aside
        aria-label={AD_SLOT_TEXTS.label}
        data-ad-position={position}
        className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center"
      >
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{AD_SLOT_TEXTS.label}</p>
        <p className="mt-1 text-sm text-slate-600">{AD_SLOT_TEXTS.empty}</p>
      </aside>
    );
  }

  const image = (
    <>
      <img src={ad.imageUrl} alt="" width={1200} height={400} className="aspect-[3/1] h-auto w-full object-cover" />
      <span className="block px-3 py-2 text-sm font-medium text-slate-900">{ad.title}</span>
    </>
  );
  return (
    <aside
      aria-label={AD_SLOT_TEXTS.label}
      data-ad-position={position}
      data-ad-id={ad.id}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <p className="px-3 pt-2 text-xs font-medium tracking-wide text-slate-500 uppercase">{AD_SLOT_TEXTS.label}</p>
      {ad.linkUrl ? (
        <a
          href={ad.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => sendAdEvent(ad.id, 'click')}
          className="block focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {image}
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      ) : (
        image
      )}
    </aside>
  );
}
