import { createHash } from 'node:crypto';
import { linesTotal } from '@common/money';
import { foldText } from '@common/text';
import type { z } from 'zod';
import type { applyReceiptSchema } from '@common/receipts';

type ApplyInput = z.output<typeof applyReceiptSchema>;

const canonicalNumber = (value: string) =>
  (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value).replace(/^0+(?=\d)/, '');

/**
 * What makes two "Aplicar" the same paper: the supplier (the chosen contact, else the printed
 * name), the printed date, and the lines (name, quantity, unit price) in any order, which also
 * fix the total. Which product each line was mapped to is left out: remapping a line does not
 * make it another purchase.
 */
export function receiptFingerprint(input: ApplyInput): { fingerprint: string; total: string } {
  const supplier = input.supplierId ?? foldText(input.supplierName ?? '').trim();
  const lines = input.items
    .map((item) =>
      [
        foldText(item.name).replace(/\s+/g, ' ').trim(),
        canonicalNumber(item.quantity),
        canonicalNumber(item.unitPrice),
      ].join('|'),
    )
    .sort();
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([supplier, input.date ?? '', lines]))
    .digest('hex');
  return { fingerprint, total: linesTotal(input.items) };
}
