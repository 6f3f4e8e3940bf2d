import { AD_MESSAGES, type AdPosition, type SlotAd } from '@common/ads';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import {
  AD_VIEW_WINDOW_SECONDS,
  countAdView,
  deleteViewsBefore,
  selectActiveAd,
  selectRandomActiveAd,
  type AdEventKind,
} from './queries';

export { AD_VIEW_WINDOW_SECONDS, type AdEventKind };
const PRUNE_EVERY_MS = 10 * 60 * 1000;
let lastPrune = 0;

/** One active ad for the position; several rotate at random. */
export async function pickSlotAd(db: Database, position: AdPosition): Promise<SlotAd | null> {
  const row = await selectRandomActiveAd(db, { position });
  return row ?? null;
}

/**
 * Counts an impression or click of an active ad once per viewer and window, in one statement:
 * the ad_views row is inserted unless it exists, and only a new row increments the counter
 * (an atomic `counter = counter + 1`, so concurrent requests never lose one).
 */
export async function recordAdEvent(
  db: Database,
  adId: string,
  viewerKey: string,
  kind: AdEventKind,
): Promise<{ counted: boolean }> {
  const counted = await countAdView(db, { adId, viewerKey, kind });
  if (!counted && !(await selectActiveAd(db, { adId }))) throw notFound(AD_MESSAGES.notFound);
  await pruneOldViews(db);
  return { counted };
}

/** Rows of past windows are no longer needed; each instance sweeps them now and then. */
async function pruneOldViews(db: Database) {
  const now = Date.now();
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  await deleteViewsBefore(db, { ageSeconds: AD_VIEW_WINDOW_SECONDS * 2 });
}
