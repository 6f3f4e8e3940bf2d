import { Package } from 'lucide-react';
import { CATALOGUE_PHOTO_SIZES } from '@common/catalogue-photos';
import type { CatalogueProduct } from '@common/suppliers';

const { width, height } = CATALOGUE_PHOTO_SIZES.thumbnail;
const box = 'h-[60px] w-20 shrink-0 rounded-md';

/** The product's thumbnail at 80 × 60, or a neutral box of the same size without a photo. */
export function CatalogueThumbnail({ product }: { product: CatalogueProduct }) {
  if (!product.thumbnailUrl)
    return (
      <div className={`${box} flex items-center justify-center bg-slate-100`} aria-hidden>
        <Package className="size-6 text-slate-400" />
      </div>
    );
  return (
    <img
      src={product.thumbnailUrl}
      alt={`Foto de ${product.name}`}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`${box} object-cover`}
    />
  );
}
