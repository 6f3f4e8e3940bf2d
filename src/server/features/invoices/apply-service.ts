import {
  APPLY_INVOICE_MESSAGES,
  DUPLICATE_INVOICE_CODE,
  INVOICE_MESSAGES,
  type ApplyInvoiceResult,
  type applyInvoiceSchema,
  type Cfdi,
} from '@common/invoices';
import { applyReceiptDetail } from '@common/receipts';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor';
import type { Database, Transaction } from '../../platform/db/client';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/types';
import { CfdiError } from './cfdi/cfdi-error';
import { parseCfdi } from './cfdi/parse-cfdi';
import { registeredDate } from './invoice-dates';
import { insertInvoice, lockInvoiceApplies } from './invoice-queries';
import { applyLines } from './apply-lines';
import { invoiceRecord } from './invoice-record';
import { selectRegisteredInvoices, selectTaxSettings } from './queries';
import { stockBranch } from '../inventory/stock';
import { supplierContactFor } from './supplier-contact';
import { invoiceXmlKey, readStoredXml } from './xml-storage';

type ApplyInput = z.output<typeof applyInvoiceSchema>;

async function storedInvoice(
  storage: FileStorage,
  userId: string,
  uuid: string,
): Promise<{ invoice: Cfdi; key: string }> {
  const key = invoiceXmlKey(userId, uuid);
  const bytes = await readStoredXml(storage, key);
  if (!bytes) throw badRequest(APPLY_INVOICE_MESSAGES.notPreviewed, 'not_previewed');
  try {
    return { invoice: parseCfdi(bytes), key };
  } catch (error) {
    if (error instanceof CfdiError) throw badRequest(error.message, error.code);
    throw error;
  }
}

/**
 * "Registrar factura": the invoice read again from the XML its preview stored (the client's copy of
 * the figures is never trusted) and, in one transaction, each line added to stock of the product it
 * was mapped to (or a new one) at its cost in pesos with the price alert, the supplier contact found
 * by RFC or created, the mapping remembered for the supplier's next invoice and the invoice stored.
 * The same UUID again answers 409 naming when it was registered, and changes nothing.
 */
export async function applyInvoice(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: ApplyInput,
): Promise<ApplyInvoiceResult> {
  const { userId } = actor;
  const { invoice, key } = await storedInvoice(storage, userId, input.uuid);
  if (invoice.uuid !== input.uuid) throw badRequest(APPLY_INVOICE_MESSAGES.notPreviewed, 'not_previewed');
  if (input.lines.length !== invoice.lines.length)
    throw badRequest(APPLY_INVOICE_MESSAGES.linesMismatch, 'lines_mismatch');
  if (input.lines.every((line) => line.action === 'skip'))
    throw badRequest(APPLY_INVOICE_MESSAGES.nothingToApply, 'nothing_to_apply');
  return db.transaction(async (tx: Transaction) => {
    await lockInvoiceApplies(tx, userId);
    const [previous] = await selectRegisteredInvoices(tx, userId, { uuids: [invoice.uuid] });
    if (previous)
      throw conflict(APPLY_INVOICE_MESSAGES.duplicate(registeredDate(previous.registeredAt)), DUPLICATE_INVOICE_CODE);
    const settings = await selectTaxSettings(tx, userId);
    if (settings?.rfc && invoice.receiver.rfc !== settings.rfc)
      throw new AppError(422, 'other_receiver', INVOICE_MESSAGES.otherReceiver(invoice.receiver.rfc));
    const supplierId = await supplierContactFor(tx, userId, invoice.issuer);
    const branch = await stockBranch(tx, userId, input.locationId);
    const applied = await applyLines(tx, userId, {
      invoice,
      choices: input.lines,
      supplierId,
      creditsIva: settings?.creditsIva ?? false,
      locationId: input.locationId,
    });
    const record = invoiceRecord(invoice, applied.lines);
    const invoiceId = await insertInvoice(tx, userId, {
      values: { ...record.invoice, supplierId, xmlKey: key, locationId: branch?.id ?? null },
    });
    await record.insertLines(tx, userId, invoiceId);
    return {
      message: APPLY_INVOICE_MESSAGES.applied,
      detail: applyReceiptDetail(applied.counts),
      invoiceId,
      ...applied.counts,
    };
  });
}
