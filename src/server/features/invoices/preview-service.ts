import {
  INVOICE_MESSAGES,
  type Cfdi,
  type InvoicePreview,
  type InvoicePreviewLine,
  type InvoicePreviewResult,
} from '@common/invoices';
import { UnitError, type ProductUnits } from '@common/quantity';
import type { Actor } from '../../platform/actor';
import type { Queryable } from '../../platform/db/client';
import { selectProductsWithUnits } from '../inventory/queries';
import { bestMatch, productNameWords } from '../receipts/match-products';
import { CfdiError } from './cfdi/cfdi-error';
import { parseCfdi } from './cfdi/parse-cfdi';
import type { UploadedInvoice } from './cfdi/read-upload';
import { invoiceLineCost } from '@common/invoice-lines';
import { convertLine, lineKeyOf } from './line-figures';
import type { FileStorage } from '../../platform/storage/types';
import { invoiceXmlKey, storeXml } from './xml-storage';
import { selectContactsByRfc, selectInvoiceMappings, selectRegisteredInvoices, selectTaxSettings } from './queries';

type Product = ProductUnits & { id: string; name: string };
type Mapping = { productId: string; unit: string };
type ReadFile = { fileName: string; invoice: Cfdi; bytes: Uint8Array } | { fileName: string; error: CfdiError };

/** Everything of the user's a batch of invoices is previewed against, read once for the batch. */
interface Context {
  products: Map<string, Product>;
  candidates: { id: string; words: string[] }[];
  mappings: Map<string, Mapping>;
  registered: Map<string, Date>;
  contacts: Map<string, string>;
  creditsIva: boolean;
}

const mappingKey = (rfc: string, lineKey: string) => `${rfc}\u0000${lineKey}`;

async function loadContext(db: Queryable, userId: string, invoices: Cfdi[], creditsIva: boolean): Promise<Context> {
  const rfcs = [...new Set(invoices.map((invoice) => invoice.issuer.rfc))];
  const [products, mappings, registered, contacts] = await Promise.all([
    selectProductsWithUnits(db, userId),
    selectInvoiceMappings(db, userId, { issuerRfcs: rfcs }),
    selectRegisteredInvoices(db, userId, { uuids: invoices.map((invoice) => invoice.uuid) }),
    selectContactsByRfc(db, userId, { rfcs }),
  ]);
  return {
    products: new Map(products.map((product) => [product.id, product])),
    candidates: products.map((product) => ({ id: product.id, words: productNameWords(product.name) })),
    mappings: new Map(mappings.map((row) => [mappingKey(row.issuerRfc, row.lineKey), row])),
    registered: new Map(registered.map((row) => [row.uuid, row.registeredAt])),
    contacts: new Map(contacts.map((row) => [row.rfc!, row.id])),
    creditsIva,
  };
}

function previewLine(invoice: Cfdi, line: Cfdi['lines'][number], context: Context): InvoicePreviewLine {
  const learned = context.mappings.get(mappingKey(invoice.issuer.rfc, lineKeyOf(line)));
  const productId = learned && context.products.has(learned.productId) ? learned.productId : null;
  const product = context.products.get(productId ?? bestMatch(line.description, context.candidates) ?? '');
  const unit = (productId && learned?.unit) || line.unit;
  const empty = { stockQuantity: null, unitCost: null, unitError: null };
  if (!product) return { ...line, ...empty, productId: null, productName: null, productUnit: null, learned: false };
  const figures = (() => {
    try {
      const cost = invoiceLineCost(line, invoice, context.creditsIva);
      const { stockQuantity, unitCost } = convertLine(line, unit, product, cost);
      return { ...empty, stockQuantity, unitCost };
    } catch (error) {
      if (error instanceof UnitError) return { ...empty, unitError: error.message };
      throw error;
    }
  })();
  return {
    ...line,
    unit,
    ...figures,
    productId: product.id,
    productName: product.name,
    productUnit: product.unit,
    learned: productId !== null,
  };
}

/**
 * Reads each uploaded invoice and says, line by line, which product it most likely is (what this
 * supplier's line was mapped to before, else the closest name) and what it would add to stock.
 * A file that cannot be read gets its Spanish reason. Only the XML is stored, for "Registrar".
 */
export async function previewInvoices(
  db: Queryable,
  storage: FileStorage,
  actor: Actor,
  uploads: UploadedInvoice[],
): Promise<InvoicePreviewResult> {
  const settings = await selectTaxSettings(db, actor.userId);
  const read = uploads.map((upload): ReadFile => {
    if ('error' in upload) return { fileName: upload.fileName, error: upload.error };
    try {
      const invoice = parseCfdi(upload.bytes);
      if (settings?.rfc && invoice.receiver.rfc !== settings.rfc)
        throw new CfdiError('other_receiver', INVOICE_MESSAGES.otherReceiver(invoice.receiver.rfc));
      return { fileName: upload.fileName, invoice, bytes: upload.bytes };
    } catch (error) {
      if (error instanceof CfdiError) return { fileName: upload.fileName, error };
      throw error;
    }
  });
  const invoices = read.flatMap((entry) => ('invoice' in entry ? [entry.invoice] : []));
  const context = await loadContext(db, actor.userId, invoices, settings?.creditsIva ?? false);
  // The XML is kept for "Registrar", which reads the invoice again from it (never from the client).
  for (const entry of read)
    if ('invoice' in entry && !context.registered.has(entry.invoice.uuid))
      await storeXml(storage, invoiceXmlKey(actor.userId, entry.invoice.uuid), entry.bytes);
  return {
    files: read.map((entry) => {
      if (!('invoice' in entry))
        return {
          fileName: entry.fileName,
          invoice: null,
          error: { code: entry.error.code, message: entry.error.message },
        };
      const { invoice } = entry;
      const preview: InvoicePreview = {
        ...invoice,
        lines: invoice.lines.map((line) => previewLine(invoice, line, context)),
        registeredAt: context.registered.get(invoice.uuid)?.toISOString() ?? null,
        supplierId: context.contacts.get(invoice.issuer.rfc) ?? null,
        creditsIva: context.creditsIva,
      };
      return { fileName: entry.fileName, invoice: preview, error: null };
    }),
  };
}
