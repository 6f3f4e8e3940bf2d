import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

export interface MultipartFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

const MALFORMED = 'El formulario enviado no es válido';

/**
 * Reads a whole multipart body: text fields and files (each within the 10 MB limit registered in
 * app.ts, or a lower `fileSize` of the caller's; past it the read throws FST_REQ_FILE_TOO_LARGE, 413).
 * A malformed body answers 400 instead of surfacing as a 500.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: { fileSize?: number } = {},
): Promise<{ fields: Record<string, string>; files: MultipartFile[] }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'Se esperaba un formulario multipart');
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file')
        files.push({ fieldname: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(MALFORMED, 'malformed_multipart');
  }
  return { fields, files };
}
