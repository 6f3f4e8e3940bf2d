import type { FastifyRequest } from 'fastify';
import { AD_MESSAGES, adFieldsSchema, type AdFields } from '@common/ads';
import { badRequest } from '../../platform/errors';

const TEXT_FIELDS = new Set(['title', 'position', 'linkUrl']);

/**
 * Reads the multipart body of the new-ad form: the text fields, parsed by the shared schema, and
 * the 'image' file's bytes ('Imagen requerida' without one). Other parts are drained and ignored.
 */
export async function readAdForm(request: FastifyRequest): Promise<{ fields: AdFields; image: Buffer }> {
  const values: Record<string, string> = {};
  let image: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image' && bytes.length > 0) image = bytes;
    } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      values[part.fieldname] = part.value;
    }
  }
  if (!image) throw badRequest(AD_MESSAGES.imageRequired, 'image_required');
  const parsed = adFieldsSchema.safeParse(values);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message, 'validation_error');
  return { fields: parsed.data, image };
}
