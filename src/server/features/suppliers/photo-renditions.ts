import {
  CATALOGUE_PHOTO_MESSAGES,
  CATALOGUE_PHOTO_SIZES,
  CATALOGUE_PHOTO_TYPES,
  MAX_CATALOGUE_PHOTO_BYTES,
  MAX_CATALOGUE_PHOTO_PIXELS,
} from '@common/catalogue-photos';
import { AppError, badRequest } from '../../platform/errors';
import { detectAllowedFileType } from '../../platform/storage/detect-file-type';

export interface PhotoRenditions {
  card: Buffer;
  thumbnail: Buffer;
}

const tooLarge = (message: string) => new AppError(413, 'photo_too_large', message);

/**
 * The card and thumbnail of an uploaded photo, as WebP (decision 048). The type comes from the
 * bytes; the photo is turned upright by its EXIF orientation, cropped to each size from the centre,
 * and re-encoded, which drops every metadata block (EXIF with GPS, XMP, ICC). A file that is not a
 * JPEG, PNG or WebP, that decodes past the pixel limit, or that does not decode whole is refused.
 */
export async function renderCataloguePhoto(bytes: Buffer): Promise<PhotoRenditions> {
  if (bytes.byteLength > MAX_CATALOGUE_PHOTO_BYTES) throw tooLarge(CATALOGUE_PHOTO_MESSAGES.tooLarge);
  if (!(await detectAllowedFileType(bytes, CATALOGUE_PHOTO_TYPES)))
    throw badRequest(CATALOGUE_PHOTO_MESSAGES.invalidType, 'invalid_photo');
  // Loaded on the first upload, not at start-up.
  const { default: sharp } = await import('sharp');
  // failOn 'warning' (sharp's default, spelled out): a truncated or damaged file is refused, not half-drawn.
  const upright = sharp(bytes, {
    limitInputPixels: MAX_CATALOGUE_PHOTO_PIXELS,
    animated: false,
    failOn: 'warning',
  }).autoOrient();
  const render = (size: { width: number; height: number }, quality: number) =>
    upright.clone().resize(size.width, size.height, { fit: 'cover', position: 'centre' }).webp({ quality }).toBuffer();
  try {
    const [card, thumbnail] = await Promise.all([
      render(CATALOGUE_PHOTO_SIZES.card, 80),
      render(CATALOGUE_PHOTO_SIZES.thumbnail, 70),
    ]);
    return { card, thumbnail };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw tooLarge(CATALOGUE_PHOTO_MESSAGES.tooManyPixels);
    throw badRequest(CATALOGUE_PHOTO_MESSAGES.unreadable, 'unreadable_photo');
  }
}
