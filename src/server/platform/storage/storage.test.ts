import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from './create-storage';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './types';

const root = path.resolve('.tmp/storage-test', randomUUID());

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The same contract for every adapter. */
function storageContract(name: string, open: () => Promise<FileStorage>) {
  describe(`${name} storage`, () => {
    it('stores, reads back with type and size, replaces and deletes', async () => {
      const storage = await open();
      const key = `${randomUUID()}.png`;
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      expect(await storage.put('ads', key, bytes, 'image/png')).toBe(key);
      const file = await storage.get('ads', key);
      expect(file).not.toBeNull();
      expect(file!.contentType).toBe('image/png');
      expect(file!.size).toBe(bytes.length);
      expect(await readAll(file!.body)).toEqual(bytes);

      await storage.put('ads', key, Buffer.from('otro'), 'text/plain');
      const replaced = await storage.get('ads', key);
      expect(replaced!.contentType).toBe('text/plain');
      expect((await readAll(replaced!.body)).toString()).toBe('otro');

      await storage.delete('ads', key);
      expect(await storage.get('ads', key)).toBeNull();
      await expect(storage.delete('ads', key)).resolves.toBeUndefined();
    });

    it('keeps buckets and nested keys apart', async () => {
      const storage = await open();
      const key = `usuario-1/conversacion-2/${Date.now()}-nota.txt`;
      await storage.put('chat-attachments', key, Buffer.from('hola'), 'text/plain');
      expect(await storage.get('ads', key)).toBeNull();
      expect((await readAll((await storage.get('chat-attachments', key))!.body)).toString()).toBe('hola');
      expect(await storage.get('chat-attachments', 'no-existe.txt')).toBeNull();
    });

    it('refuses keys that could leave the bucket', async () => {
      const storage = await open();
      for (const key of ['../secreto', 'a/../../b', '.oculto', '', 'a//b', 'con espacio.png']) {
        await expect(storage.put('ads', key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
        await expect(storage.get('ads', key)).rejects.toThrow(/invalid storage key/);
      }
      await expect(storage.put('../ads', 'a.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
        /invalid storage bucket/,
      );
    });
  });
}

storageContract('disk', async () => createDiskStorage(root));

describe('disk layout', () => {
  it('writes under DATA_DIR/uploads/<bucket>/ by default', async () => {
    const storage = await createStorage(loadConfig({ DATA_DIR: root }));
    expect(storage.kind).toBe('disk');
    await storage.put('ads', 'prueba.gif', Buffer.from('GIF89a'), 'image/gif');
    expect(fs.readFileSync(path.join(root, 'uploads', 'ads', 'prueba.gif'), 'utf8')).toBe('GIF89a');
  });
});

let s3: S3rver;
let s3Config: Record<string, string>;
beforeAll(async () => {
  const directory = path.join(root, 's3rver');
  fs.mkdirSync(directory, { recursive: true });
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await s3.run();
  s3Config = {
    DATA_DIR: root,
    S3_BUCKET: 'alacena-test',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const storage = (await createStorage(loadConfig(s3Config))) as FileStorage & { client: S3Client };
  await storage.client.send(new CreateBucketCommand({ Bucket: 'alacena-test' }));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

storageContract('S3', async () => {
  const storage = await createStorage(loadConfig(s3Config));
  expect(storage.kind).toBe('s3');
  return storage;
});
