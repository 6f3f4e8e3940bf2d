const BUCKET = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** Bucket names: lowercase letters, digits and dashes. */
export function isValidBucket(bucket: string): boolean {
  return BUCKET.test(bucket);
}

/**
 * Keys are '/'-separated segments of letters, digits, '.', '_' and '-' that never start with a
 * dot, so no key can climb out of its bucket ('..') or hide as a dot-file.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidLocation(bucket: string, key: string) {
  if (!isValidBucket(bucket)) throw new Error(`invalid storage bucket: ${bucket}`);
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** The URL the app serves a stored file at (GET /api/files/:bucket/*). */
export function fileUrl(bucket: string, key: string): string {
  return `/api/files/${bucket}/${key}`;
}

/** The key of a URL made by fileUrl for this bucket, or null when it is not one. */
export function keyFromFileUrl(bucket: string, url: string): string | null {
  const prefix = `/api/files/${bucket}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidKey(key) ? key : null;
}
