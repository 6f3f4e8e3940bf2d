import { randomUUID } from 'node:crypto';
import { SUPPLIER_MESSAGES, type CatalogueProduct } from '@common/suppliers';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { fileUrl } from '../../platform/storage/keys';
import type { FileStorage } from '../../platform/storage/types';
import { toCatalogueProduct } from './catalogue-service';
import { requireCompany } from './company-service';
import { CATALOGUE_PHOTO_BUCKET, deletePhotoFiles } from './photo-files';
import { renderCataloguePhoto } from './photo-renditions';
import { selectProductPhoto, updateProductPhoto, type PhotoUrls } from './photo-queries';

/**
 * Sets or replaces a product's photo. The product is looked up before the body is read, so another
 * supplier's id answers 404 without uploading anything. The new files are stored first; the row
 * then changes under its lock and the old files go, in that transaction: if anything fails, the new
 * files are removed and the product keeps the photo it had.
 */
export async function setCataloguePhoto(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  productId: string,
  readPhoto: () => Promise<Buffer>,
): Promise<CatalogueProduct> {
  const company = await requireCompany(db, actor);
  if (!(await selectProductPhoto(db, actor.userId, { productId, lock: false })))
    throw notFound(SUPPLIER_MESSAGES.productNotFound);
  const renditions = await renderCataloguePhoto(await readPhoto());
  const base = `${company.id}/${randomUUID()}`;
  const stored: PhotoUrls = { imageUrl: null, thumbnailUrl: null };
  try {
    stored.imageUrl = fileUrl(
      CATALOGUE_PHOTO_BUCKET,
      await storage.put(CATALOGUE_PHOTO_BUCKET, `${base}-card.webp`, renditions.card, 'image/webp'),
    );
    stored.thumbnailUrl = fileUrl(
      CATALOGUE_PHOTO_BUCKET,
      await storage.put(CATALOGUE_PHOTO_BUCKET, `${base}-thumb.webp`, renditions.thumbnail, 'image/webp'),
    );
    return await db.transaction(async (tx) => {
      const old = await selectProductPhoto(tx, actor.userId, { productId, lock: true });
      if (!old) throw notFound(SUPPLIER_MESSAGES.productNotFound);
      const row = await updateProductPhoto(tx, actor.userId, { productId, photo: stored });
      await deletePhotoFiles(storage, old);
      return toCatalogueProduct(row);
    });
  } catch (error) {
    await deletePhotoFiles(storage, stored).catch(() => {});
    throw error;
  }
}

/** Removes a product's photo: the row first, then its files, in one transaction (like an ad's image). */
export async function removeCataloguePhoto(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  productId: string,
): Promise<CatalogueProduct> {
  await requireCompany(db, actor);
  return db.transaction(async (tx) => {
    const old = await selectProductPhoto(tx, actor.userId, { productId, lock: true });
    if (!old) throw notFound(SUPPLIER_MESSAGES.productNotFound);
    const row = await updateProductPhoto(tx, actor.userId, {
      productId,
      photo: { imageUrl: null, thumbnailUrl: null },
    });
    await deletePhotoFiles(storage, old);
    return toCatalogueProduct(row);
  });
}
