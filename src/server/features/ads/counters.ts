import { and, eq, sql } from 'drizzle-orm';
import { AD_MESSAGES, type AdPosition, type SlotAd } from '@common/ads';
import type { Database } from '../../platform/db/client';
import { ads, adViews } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

/** One impression and one click per viewer, ad and window (docs/decisions/008-ad-counting.md). */
export const AD_VIEW_WINDOW_SECONDS = 30 * 60;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
let lastPrune = 0;

export type AdEventKind = 'impression' | 'click';

/** One active ad for the position; several rotate at random. */
export async function pickSlotAd(db: Database, position: AdPosition): Promise<SlotAd | null> {
  const [row] = await db
    .select({ id: ads.id, title: ads.title, linkUrl: ads.linkUrl, imageUrl: ads.imageUrl })
    .from(ads)
    .where(and(eq(ads.position, position), eq(ads.isActive, true)))
    .orderBy(sql`random()`)
    .limit(1);
  return row ?? null;
}

/**
 * Counts an impression or click of an active ad once per viewer and window, in one statement:
 * the ad_views row is inserted unless it exists, and only a new row increments the counter
 * (an atomic `counter = counter + 1`, so concurrent requests never lose one).
 */
export async function recordAdEvent(db: Database, adId: string, viewerKey: string, kind: AdEventKind): Promise<{ counted: boolean }> {
  const windowSeconds = sql.raw(String(AD_VIEW_WINDOW_SECONDS));
  const counter = sql.identifier(kind === 'impression' ? 'impressions' : 'clicks');
  const result = await db.execute<{ id: string }>(sql`
    with inserted as (
      insert into ${adViews} (ad_id, viewer_key, window_start, kind)
      select ${ads.id}, ${viewerKey}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), ${kind}
      from ${ads}
      where ${ads.id} = ${adId} and ${ads.isActive}
      on conflict do nothing
      returning ad_id
    )
    update ${ads} set ${counter} = ${counter} + 1 where ${ads.id} in (select ad_id from inserted) returning ${ads.id}
  `);
  const counted = result.rows.length > 0;
  if (!counted) {
    const [ad] = await db.select({ id: ads.id }).from(ads).where(and(eq(ads.id, adId), eq(ads.isActive, true)));
    if (!ad) throw notFound(AD_MESSAGES.notFound);
  }
  await pruneOldViews(db);
  return { counted };
}

/** Rows of past windows are no longer needed; each instance sweeps them now and then. */
async function pruneOldViews(db: Database) {
  const now = Date.now();
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  await db.delete(adViews).where(sql`${adViews.windowStart} < now() - make_interval(secs => ${sql.raw(String(AD_VIEW_WINDOW_SECONDS * 2))})`);
}
