import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, with the type it was stored with. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * One interface, two real adapters: the disk under DATA_DIR/uploads (default) and S3-compatible
 * object storage (S3_*). Buckets are the app's own namespaces ('ads', 'chat-attachments'), not
 * S3 buckets; keys may contain '/' between safe segments.
 */
export interface FileStorage {
  kind: 'disk' | 's3';
  /** Stores the bytes under bucket/key (replacing any file there); returns the stored key. */
  put(bucket: string, key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** The file, or null when there is none. */
  get(bucket: string, key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(bucket: string, key: string): Promise<void>;
}

/** SPEC §9: every upload (ad images, chat attachments) is at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
