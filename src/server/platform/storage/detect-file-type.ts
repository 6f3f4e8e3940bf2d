import { fileTypeFromBuffer } from 'file-type';

export interface DetectedFileType {
  /** Canonical extension without the dot ('png', 'jpg', 'pdf', …). */
  ext: string;
  mime: string;
}

/** Images that are safe to show inline: raster formats only (SVG can carry script). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * The type of a file from its bytes (magic numbers), never from its name or the browser's
 * claim. Text formats (SVG, HTML, plain text) have no signature and answer null.
 */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedFileType | null> {
  const result = await fileTypeFromBuffer(bytes);
  return result ? { ext: result.ext, mime: result.mime } : null;
}

/** The detected type when it is one of `allowed` mime types, otherwise null. */
export async function detectAllowedFileType(
  bytes: Uint8Array,
  allowed: readonly string[],
): Promise<DetectedFileType | null> {
  const detected = await detectFileType(bytes);
  return detected && allowed.includes(detected.mime) ? detected : null;
}

export function isInlineImage(mime: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mime);
}
