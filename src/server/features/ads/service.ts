import { randomUUID } from 'node:crypto';
import { AD_MESSAGES, clickThroughRate, type Ad, type AdFields } from '@common/ads';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import type { ads } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { detectAllowedFileType, IMAGE_MIME_TYPES } from '../../platform/storage/detect-file-type';
import { fileUrl, keyFromFileUrl } from '../../platform/storage/keys';
import type { FileStorage } from '../../platform/storage/types';
import { recordAudit } from '../admin/audit-service';
import { deleteAdRow, insertAd, selectAds, setAdActiveRow } from './queries';

export const ADS_BUCKET = 'ads';

type AdRow = typeof ads.$inferSelect;

const toAd = (row: AdRow): Ad => ({
  id: row.id,
  title: row.title,
  position: row.position,
  linkUrl: row.linkUrl,
  imageUrl: row.imageUrl,
  isActive: row.isActive,
  impressions: row.impressions,
  clicks: row.clicks,
  ctr: clickThroughRate(row.clicks, row.impressions),
  createdAt: row.createdAt.toISOString(),
});

export async function listAds(db: Database): Promise<Ad[]> {
  const rows = await selectAds(db);
  return rows.map(toAd);
}

/**
 * The image is checked by its bytes and stored under a random name with the extension of the
 * detected type; the row and its audit entry are written together, and a failed insert removes
 * the stored file again.
 */
export async function createAd(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  fields: AdFields,
  image: Uint8Array | null,
): Promise<Ad> {
  if (!image || image.byteLength === 0) throw badRequest(AD_MESSAGES.imageRequired, 'image_required');
  const type = await detectAllowedFileType(image, IMAGE_MIME_TYPES);
  if (!type) throw badRequest(AD_MESSAGES.invalidImage, 'invalid_image');
  const key = await storage.put(ADS_BUCKET, `${randomUUID()}.${type.ext}`, image, type.mime);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertAd(tx, {
        values: {
          title: fields.title,
          position: fields.position,
          linkUrl: fields.linkUrl ?? null,
          imageUrl: fileUrl(ADS_BUCKET, key),
        },
      });
      await recordAudit(
        tx,
        actor,
        'ad.created',
        { type: 'ad', id: row.id, label: row.title },
        { position: row.position },
      );
      return toAd(row);
    });
  } catch (error) {
    await storage.delete(ADS_BUCKET, key).catch(() => {});
    throw error;
  }
}

export async function setAdActive(db: Database, actor: Actor, adId: string, isActive: boolean): Promise<Ad> {
  return db.transaction(async (tx) => {
    const row = await setAdActiveRow(tx, { adId, isActive });
    if (!row) throw notFound(AD_MESSAGES.notFound);
    await recordAudit(tx, actor, isActive ? 'ad.activated' : 'ad.deactivated', {
      type: 'ad',
      id: row.id,
      label: row.title,
    });
    return toAd(row);
  });
}

/**
 * SPEC §4: deletion is permanent and also removes the image. The file goes last, inside the
 * transaction: if storage fails the row stays, and deleting again retries both.
 */
export async function deleteAd(db: Database, storage: FileStorage, actor: Actor, adId: string) {
  await db.transaction(async (tx) => {
    const row = await deleteAdRow(tx, { adId });
    if (!row) throw notFound(AD_MESSAGES.notFound);
    await recordAudit(tx, actor, 'ad.deleted', { type: 'ad', id: row.id, label: row.title });
    const key = keyFromFileUrl(ADS_BUCKET, row.imageUrl);
    if (key) await storage.delete(ADS_BUCKET, key);
  });
}
