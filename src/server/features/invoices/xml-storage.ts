import type { FileStorage } from '../../platform/storage/types';

/** The original XMLs (issue #17: "the original XML is stored and downloadable"), one per user and UUID. */
export const INVOICE_BUCKET = 'invoices';

export const invoiceXmlKey = (userId: string, uuid: string) => `${userId}/${uuid}.xml`;

export async function storeXml(storage: FileStorage, key: string, bytes: Uint8Array) {
  await storage.put(INVOICE_BUCKET, key, bytes, 'application/xml');
}

/** The stored XML's bytes, or null when there is none. */
export async function readStoredXml(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(INVOICE_BUCKET, key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
