import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdPosition } from '@common/ads';
import type { Queryable } from '../../platform/db/client';
import { ads, adViews } from '../../platform/db/schema';

/*
 * All SQL of ads. Ads belong to the platform, not to a tenant: the admin manages them and every
 * member sees them, so these functions take no owner (decision 033).
 */

/** One impression and one click per viewer, ad and window (docs/decisions/008-ad-counting.md). */
export const AD_VIEW_WINDOW_SECONDS = 30 * 60;

export type AdEventKind = 'impression' | 'click';

export function selectAds(db: Queryable) {
  return db.select().from(ads).orderBy(desc(ads.createdAt), desc(ads.id));
}

export async function insertAd(
  db: Queryable,
  params: { values: Pick<typeof ads.$inferInsert, 'title' | 'position' | 'linkUrl' | 'imageUrl'> },
) {
  const [row] = await db.insert(ads).values(params.values).returning();
  return row;
}

export async function setAdActiveRow(db: Queryable, params: { adId: string; isActive: boolean }) {
  const [row] = await db.update(ads).set({ isActive: params.isActive }).where(eq(ads.id, params.adId)).returning();
  return row;
}

export async function deleteAdRow(db: Queryable, params: { adId: string }) {
  const [row] = await db
    .delete(ads)
    .where(eq(ads.id, params.adId))
    .returning({ id: ads.id, title: ads.title, imageUrl: ads.imageUrl });
  return row;
}

/** One active ad for the position, at random. */
export async function selectRandomActiveAd(db: Queryable, params: { position: AdPosition }) {
  const [row] = await db
    .select({ id: ads.id, title: ads.title, linkUrl: ads.linkUrl, imageUrl: ads.imageUrl })
    .from(ads)
    .where(and(eq(ads.position, params.position), eq(ads.isActive, true)))
    .orderBy(sql`random()`)
    .limit(1);
  return row;
}

export async function selectActiveAd(db: Queryable, params: { adId: string }) {
  const [ad] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.id, params.adId), eq(ads.isActive, true)));
  return ad;
}

/**
 * Counts an impression or click of an active ad once per viewer and window, in one statement:
 * the ad_views row is inserted unless it exists, and only a new row increments the counter
 * (an atomic `counter = counter + 1`, so concurrent requests never lose one). True when counted.
 */
export async function countAdView(db: Queryable, params: { adId: string; viewerKey: string; kind: AdEventKind }) {
  const windowSeconds = sql.raw(String(AD_VIEW_WINDOW_SECONDS));
  // Column names as the database spells them: an INSERT column list and a CTE's output take bare names.
  const counter = sql.identifier(params.kind === 'impression' ? 'impressions' : 'clicks');
  const result = await db.execute<{ id: string }>(sql`
    with inserted as (
      insert into ${adViews} (ad_id, viewer_key, window_start, kind)
      select ${ads.id}, ${params.viewerKey}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), ${params.kind}
      from ${ads}
      where ${ads.id} = ${params.adId} and ${ads.isActive}
      on conflict do nothing
      returning ad_id
    )
    update ${ads} set ${counter} = ${counter} + 1 where ${ads.id} in (select ad_id from inserted) returning ${ads.id}
  `);
  return result.rows.length > 0;
}

/** Views of windows older than `ageSeconds`. */
export async function deleteViewsBefore(db: Queryable, params: { ageSeconds: number }) {
  await db
    .delete(adViews)
    .where(sql`${adViews.windowStart} < now() - make_interval(secs => ${sql.raw(String(params.ageSeconds))})`);
}
