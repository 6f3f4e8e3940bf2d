/**
 * Catalogue photos (decision 048): what a supplier may upload for a product and the two sizes the
 * server makes of it. Both sizes are cropped to exactly these dimensions, so the web reserves the
 * space with width/height before the image arrives.
 */
export const CATALOGUE_PHOTO_SIZES = {
  /** The marketplace card (about 350 CSS px wide on a phone, sharp at 2x). */
  card: { width: 640, height: 480 },
  /** The supplier's catalogue list (80 × 60 CSS px, sharp at 2x). */
  thumbnail: { width: 160, height: 120 },
} as const;

export const CATALOGUE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The file picker's `accept`: a hint for the picker only; the server reads the bytes. */
export const CATALOGUE_PHOTO_ACCEPT = CATALOGUE_PHOTO_TYPES.join(',');
export const MAX_CATALOGUE_PHOTO_BYTES = 8 * 1024 * 1024;
/** A 48-megapixel phone photo fits; a decompression bomb (a small file that decodes huge) does not. */
export const MAX_CATALOGUE_PHOTO_PIXELS = 50_000_000;
/** The multipart field that carries the photo. */
export const CATALOGUE_PHOTO_FIELD = 'photo';

export const CATALOGUE_PHOTO_MESSAGES = {
  required: 'Elige una foto',
  invalidType: 'La foto debe ser JPEG, PNG o WebP',
  tooLarge: 'La foto no puede superar los 8 MB',
  tooManyPixels: 'La foto es demasiado grande: el máximo es de 50 megapíxeles',
  unreadable: 'No se pudo leer la foto: el archivo está dañado o incompleto',
  uploading: 'Subiendo foto...',
  uploaded: 'Foto actualizada',
  uploadFailed: 'Error al subir la foto',
  removed: 'Foto eliminada',
  removeFailed: 'Error al quitar la foto',
} as const;

/**
 * What the browser can tell before uploading (the size and the type it claims), so a phone does not
 * send 20 MB to hear no. The server still reads the bytes: this is a courtesy, not the check.
 */
export function photoFileProblem(file: { size: number; type: string }): string | null {
  if (!(CATALOGUE_PHOTO_TYPES as readonly string[]).includes(file.type)) return CATALOGUE_PHOTO_MESSAGES.invalidType;
  if (file.size > MAX_CATALOGUE_PHOTO_BYTES) return CATALOGUE_PHOTO_MESSAGES.tooLarge;
  return null;
}
