import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { AD_MESSAGES, clickThroughRate, type Ad, type AdFields } from '@common/ads';
import type { Database } from '../../platform/db/client';
import { ads } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { detectAllowedFileType, IMAGE_MIME_TYPES } from '../../platform/storage/detect-file-type';
import { fileUrl, keyFromFileUrl } from '../../platform/storage/keys';
import type { FileStorage } from '../../platform/storage/types';
import { recordAudit } from '../admin/audit-service';

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
  const rows = await db.select().from(ads).orderBy(desc(ads.createdAt), desc(ads.id));
  return rows.map(toAd);
}

/**
 * The image is checked by its bytes and stored under a random name with the extension of the
 * detected type; the row and its audit entry are written together, and a failed insert removes
 * the stored file again.
 */
export async function createAd(db: Database, storage: FileStorage, actorId: string, fields: AdFields, image: Uint8Array | null): Promise<Ad> {
  if (!image || image.byteLength === 0) throw badRequest(AD_MESSAGES.imageRequired, 'image_required');
  const type = await detectAllowedFileType(image, IMAGE_MIME_TYPES);
  if (!type) throw badRequest(AD_MESSAGES.invalidImage, 'invalid_image');
  const key = await storage.put(ADS_BUCKET, `${randomUUID()}.${type.ext}`, image, type.mime);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ads)
        .values({ title: fields.title, position: fields.position, linkUrl: fields.linkUrl ?? null, imageUrl: fileUrl(ADS_BUCKET, key) })
        .returning();
      await recordAudit(tx, actorId, 'ad.created', { type: 'ad', id: row.id, label: row.title }, { position: row.position });
      return toAd(row);
    });
  } catch (error) {
    await storage.delete(ADS_BUCKET, key).catch(() => {});
    throw error;
  }
}

export async function setAdActive(db: Database, actorId: string, adId: string, isActive: boolean): Promise<Ad> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(ads).set({ isActive }).where(eq(ads.id, adId)).returning();
    if (!row) throw notFound(AD_MESSAGES.notFound);
    await recordAudit(tx, actorId, isActive ? 'ad.activated' : 'ad.deactivated', { type: 'ad', id: row.id, label: row.title });
    return toAd(row);
  });
}

/**
 * SPEC §4: deletion is permanent and also removes the image. The file goes last, inside the
 * transaction: if storage fails the row stays, and deleting again retries both.
 */
export async function deleteAd(db: Database, storage: FileStorage, actorId: string, adId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(ads).where(eq(ads.id, adId)).returning({ id: ads.id, title: ads.title, imageUrl: ads.imageUrl });
    if (!row) throw notFound(AD_MESSAGES.notFound);
    await recordAudit(tx, actorId, 'ad.deleted', { type: 'ad', id: row.id, label: row.title });
    const key = keyFromFileUrl(ADS_BUCKET, row.imageUrl);
    if (key) await storage.delete(ADS_BUCKET, key);
  });
}
