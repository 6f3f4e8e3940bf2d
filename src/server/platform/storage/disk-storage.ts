import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertValidLocation } from './keys';
import type { FileStorage } from './types';

const META_DIR = '.meta';

/**
 * Files under `root/<bucket>/<key>`; the content type lives beside them in
 * `root/.meta/<bucket>/<key>.json` (bucket names cannot start with a dot, so the two never mix).
 */
export function createDiskStorage(root: string): FileStorage {
  const filePath = (bucket: string, key: string) => path.join(root, bucket, ...key.split('/'));
  const metaPath = (bucket: string, key: string) => `${path.join(root, META_DIR, bucket, ...key.split('/'))}.json`;

  /** Write then rename, so a reader never sees half a file. */
  async function writeAtomically(target: string, bytes: Uint8Array | string) {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, target);
  }

  return {
    kind: 'disk',
    async put(bucket, key, bytes, contentType) {
      assertValidLocation(bucket, key);
      await writeAtomically(metaPath(bucket, key), JSON.stringify({ contentType }));
      await writeAtomically(filePath(bucket, key), bytes);
      return key;
    },
    async get(bucket, key) {
      assertValidLocation(bucket, key);
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(filePath(bucket, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      if (!stat.isFile()) return null;
      const contentType = await readContentType(metaPath(bucket, key));
      return { body: fs.createReadStream(filePath(bucket, key)), contentType, size: stat.size };
    },
    async delete(bucket, key) {
      assertValidLocation(bucket, key);
      await fs.promises.rm(filePath(bucket, key), { force: true });
      await fs.promises.rm(metaPath(bucket, key), { force: true });
    },
  };
}

async function readContentType(file: string): Promise<string> {
  try {
    const meta = JSON.parse(await fs.promises.readFile(file, 'utf8')) as { contentType?: unknown };
    return typeof meta.contentType === 'string' ? meta.contentType : 'application/octet-stream';
  } catch {
    return 'application/octet-stream';
  }
}
