import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { zipSync } from 'fflate';

/** The team's CFDI fixtures (written from Anexo 20), the same files the API tests read. */
const FIXTURES = new URL('../../src/server/features/invoices/test/fixtures/', import.meta.url);

export const invoiceXml = (name: string) => readFileSync(new URL(`${name}.xml`, FIXTURES));

/** A ZIP of fixture XMLs, as an accountant's download of a month's invoices would be. */
export const invoiceZip = (names: string[]) =>
  Buffer.from(zipSync(Object.fromEntries(names.map((name) => [`${name}.xml`, new Uint8Array(invoiceXml(name))]))));

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true });
const SAT_TAX = { '002': 'iva', '003': 'ieps' } as const;

/**
 * The transferred IVA and IEPS the invoices print in their totals (Comprobante/Impuestos/Traslados),
 * summed in cents: what the accountant's month must show.
 */
export function printedTaxes(names: string[]) {
  const cents = { iva: 0, ieps: 0 };
  for (const name of names) {
    const document = parser.parse(invoiceXml(name).toString('utf8'));
    const transfers = document.Comprobante.Impuestos?.Traslados?.Traslado ?? [];
    for (const transfer of [transfers].flat() as Array<{ Impuesto: string; Importe?: string }>) {
      const tax = SAT_TAX[transfer.Impuesto as keyof typeof SAT_TAX];
      if (tax && transfer.Importe) cents[tax] += Math.round(Number(transfer.Importe) * 100);
    }
  }
  const money = (value: number) =>
    `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return { iva: money(cents.iva), ieps: money(cents.ieps) };
}
