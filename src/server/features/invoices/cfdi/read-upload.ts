import { unzipSync } from 'fflate';
import { INVOICE_MESSAGES, MAX_INVOICE_UNZIPPED_BYTES, MAX_INVOICES_PER_UPLOAD } from '@common/invoices';
import { badRequest } from '../../../platform/errors';
import { CfdiError } from './cfdi-error';

/** One file to read as a CFDI: its name, and its bytes or why it could not be taken from the upload. */
export type UploadedInvoice = { fileName: string } & ({ bytes: Uint8Array } | { error: CfdiError });

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const isXmlName = (name: string) => name.toLowerCase().endsWith('.xml') && !name.startsWith('__MACOSX/');
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The XMLs inside a ZIP. Sizes are checked as declared before anything is inflated (fflate inflates
 * each entry into a buffer of its declared size), so a small ZIP cannot expand past the limit.
 */
function unzipInvoices(fileName: string, bytes: Uint8Array): UploadedInvoice[] {
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        if (!isXmlName(entry.name)) return false;
        declared += entry.originalSize;
        if (declared > MAX_INVOICE_UNZIPPED_BYTES) throw new CfdiError('zip_too_large', INVOICE_MESSAGES.zipTooLarge);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof CfdiError) return [{ fileName, error }];
    return [{ fileName, error: new CfdiError('bad_zip', INVOICE_MESSAGES.badZip) }];
  }
  return Object.entries(entries).map(([path, content]) => ({ fileName: baseName(path), bytes: content }));
}

/** Every invoice in the uploaded files: XMLs as they are, ZIPs opened. Too many in all answers 400. */
export function invoicesOfUpload(files: ReadonlyArray<{ filename: string; bytes: Uint8Array }>): UploadedInvoice[] {
  if (files.length === 0) throw badRequest(INVOICE_MESSAGES.fileRequired, 'file_required');
  const invoices = files.flatMap((file) =>
    isZip(file.bytes) ? unzipInvoices(file.filename, file.bytes) : [{ fileName: file.filename, bytes: file.bytes }],
  );
  if (invoices.length === 0) throw badRequest(INVOICE_MESSAGES.fileRequired, 'file_required');
  if (invoices.length > MAX_INVOICES_PER_UPLOAD)
    throw badRequest(INVOICE_MESSAGES.tooManyFiles(MAX_INVOICES_PER_UPLOAD), 'too_many_files');
  return invoices;
}
