import { keyFromFileUrl } from '../../platform/storage/keys';
import type { FileStorage } from '../../platform/storage/types';

/** Catalogue photos: `<company id>/<random>-card.webp` and `-thumb.webp` (decision 048). */
export const CATALOGUE_PHOTO_BUCKET = 'catalogue-photos';

/** Removes a photo's stored files; a missing file is not an error, so a retry finishes the job. */
export async function deletePhotoFiles(
  storage: FileStorage,
  photo: { imageUrl: string | null; thumbnailUrl: string | null },
) {
  for (const url of [photo.imageUrl, photo.thumbnailUrl]) {
    const key = url && keyFromFileUrl(CATALOGUE_PHOTO_BUCKET, url);
    if (key) await storage.delete(CATALOGUE_PHOTO_BUCKET, key);
  }
}
