import type { FastifyRequest } from 'fastify';
import { AD_MESSAGES, adFieldsSchema, type AdFields } from '@common/ads';
import { badRequest } from '../../platform/errors';
import { readMultipart } from '../../platform/multipart';

const TEXT_FIELDS = new Set(['title', 'position', 'linkUrl']);

/**
 * Reads the multipart body of the new-ad form: the text fields, parsed by the shared schema, and
 * the 'image' file's bytes ('Imagen requerida' without one). Other parts are drained and ignored.
 */
export async function readAdForm(request: FastifyRequest): Promise<{ fields: AdFields; image: Buffer }> {
  const form = await readMultipart(request);
  const values = Object.fromEntries(Object.entries(form.fields).filter(([name]) => TEXT_FIELDS.has(name)));
  const image = form.files.find((file) => file.fieldname === 'image' && file.bytes.length > 0)?.bytes;
  if (!image) throw badRequest(AD_MESSAGES.imageRequired, 'image_required');
  const parsed = adFieldsSchema.safeParse(values);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message, 'validation_error');
  return { fields: parsed.data, image };
}
