import type { Queryable } from '../../platform/db/client';
import { marketplaceProducts } from '../../platform/db/schema';
import { catalogueColumns, ownCatalogueProduct } from './queries';

/*
 * SQL of catalogue photos (decision 048): the photo URLs of one of the owner's products. Like the
 * rest of the catalogue, every query filters by the owner's company itself (decision 033).
 */

export type PhotoUrls = { imageUrl: string | null; thumbnailUrl: string | null };

/** The product's current photo URLs; `lock` holds the row until the transaction ends. */
export async function selectProductPhoto(
  db: Queryable,
  ownerId: string,
  params: { productId: string; lock: boolean },
): Promise<PhotoUrls | undefined> {
  const query = db
    .select({ imageUrl: marketplaceProducts.imageUrl, thumbnailUrl: marketplaceProducts.thumbnailUrl })
    .from(marketplaceProducts)
    .where(ownCatalogueProduct(db, ownerId, params.productId));
  const [row] = await (params.lock ? query.for('update') : query);
  return row;
}

/** Sets (or, with nulls, clears) the product's photo; answers the catalogue row. */
export async function updateProductPhoto(
  db: Queryable,
  ownerId: string,
  params: { productId: string; photo: PhotoUrls },
) {
  const [row] = await db
    .update(marketplaceProducts)
    .set(params.photo)
    .where(ownCatalogueProduct(db, ownerId, params.productId))
    .returning(catalogueColumns);
  return row;
}
