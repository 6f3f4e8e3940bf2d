import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, MAX_INVOICE_UNZIPPED_BYTES, MAX_INVOICES_PER_UPLOAD } from '@common/invoices';
import { fixtureBytes } from '../test/fixtures';
import { invoicesOfUpload } from './read-upload';

const names = (list: ReturnType<typeof invoicesOfUpload>) =>
  list.map((item) => ('error' in item ? `${item.fileName}: ${item.error.code}` : item.fileName));

describe('invoicesOfUpload', () => {
  it('takes XMLs as they are and opens ZIPs, keeping only the XMLs inside', () => {
    const zip = zipSync({
      'marzo/produce.xml': fixtureBytes('produce-kgm-iva0'),
      'marzo/drinks.XML': fixtureBytes('drinks-ieps'),
      'marzo/factura.pdf': new Uint8Array([1, 2, 3]),
      '__MACOSX/marzo/._produce.xml': new Uint8Array([0]),
    });
    const invoices = invoicesOfUpload([
      { filename: 'usd.xml', bytes: fixtureBytes('usd') },
      { filename: 'marzo.zip', bytes: zip },
    ]);
    expect(names(invoices).sort()).toEqual(['drinks.XML', 'produce.xml', 'usd.xml']);
  });

  it('reports a damaged ZIP as that file’s error', () => {
    const zip = zipSync({ 'a.xml': fixtureBytes('usd') }).slice(0, 60);
    expect(names(invoicesOfUpload([{ filename: 'roto.zip', bytes: zip }]))).toEqual(['roto.zip: bad_zip']);
  });

  it('refuses a ZIP whose entries declare more than the limit, before inflating them', () => {
    const zip = zipSync({ 'a.xml': fixtureBytes('usd'), 'b.xml': fixtureBytes('usd') });
    // Each central-directory entry ("PK\x01\x02") declares its uncompressed size at offset 24.
    const view = new DataView(zip.buffer);
    for (let offset = 0; offset < zip.length - 4; offset += 1)
      if (view.getUint32(offset, true) === 0x02014b50)
        view.setUint32(offset + 24, MAX_INVOICE_UNZIPPED_BYTES / 2 + 1, true);
    expect(names(invoicesOfUpload([{ filename: 'bomba.zip', bytes: zip }]))).toEqual(['bomba.zip: zip_too_large']);
  });

  it('answers 400 for no files and for too many', () => {
    expect(() => invoicesOfUpload([])).toThrow(INVOICE_MESSAGES.fileRequired);
    const many = Object.fromEntries(
      Array.from({ length: MAX_INVOICES_PER_UPLOAD + 1 }, (_, index) => [`${index}.xml`, fixtureBytes('usd')]),
    );
    expect(() => invoicesOfUpload([{ filename: 'muchas.zip', bytes: zipSync(many) }])).toThrow(
      INVOICE_MESSAGES.tooManyFiles(MAX_INVOICES_PER_UPLOAD),
    );
  });
});
