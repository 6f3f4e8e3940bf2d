import type { FastifyRequest } from 'fastify';
import { CATALOGUE_PHOTO_FIELD, CATALOGUE_PHOTO_MESSAGES, MAX_CATALOGUE_PHOTO_BYTES } from '@common/catalogue-photos';
import { AppError, badRequest } from '../../platform/errors';
import { readMultipart } from '../../platform/multipart';

/**
 * The bytes of the 'photo' part of a multipart body. The read stops at the photo limit (413 in
 * Spanish) instead of the 10 MB every other upload may use; other parts are drained and ignored.
 */
export async function readPhotoForm(request: FastifyRequest): Promise<Buffer> {
  let files;
  try {
    ({ files } = await readMultipart(request, { fileSize: MAX_CATALOGUE_PHOTO_BYTES }));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'photo_too_large', CATALOGUE_PHOTO_MESSAGES.tooLarge);
    throw error;
  }
  const photo = files.find((file) => file.fieldname === CATALOGUE_PHOTO_FIELD && file.bytes.length > 0);
  if (!photo) throw badRequest(CATALOGUE_PHOTO_MESSAGES.required, 'photo_required');
  return photo.bytes;
}
