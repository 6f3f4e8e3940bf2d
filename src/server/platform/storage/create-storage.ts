import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './types';

/** S3-compatible storage when S3_BUCKET is set, otherwise the disk under DATA_DIR/uploads. */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (config.S3_BUCKET) {
    // Loaded only when configured: the AWS SDK alone adds a few hundred ms to every start-up.
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(config.dataDir, 'uploads'));
}
