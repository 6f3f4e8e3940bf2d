import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { InvoicePreviewResult } from '@common/invoices';

/** The team's CFDI fixtures (written from Anexo 20), by file name without '.xml'. */
export const CFDI_FIXTURES = [
  'produce-kgm-iva0',
  'packaged-xbx-iva16',
  'drinks-ieps',
  'discount',
  'usd',
  'v33',
  'credit-note',
  'payment',
] as const;
export type CfdiFixture = (typeof CFDI_FIXTURES)[number];

export const fixtureText = (name: CfdiFixture) =>
  readFileSync(new URL(`./fixtures/${name}.xml`, import.meta.url), 'utf8');

export const fixtureBytes = (name: CfdiFixture) => new TextEncoder().encode(fixtureText(name));

/** A fixture through the preview route, as the user with `cookie` uploads it: the invoice read from it. */
export async function previewFixture(app: FastifyInstance, cookie: string, fixture: CfdiFixture) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fixtureBytes(fixture))]), `${fixture}.xml`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/invoices/cfdi/preview',
    payload: form,
    headers: { cookie },
  });
  return (response.json() as InvoicePreviewResult).files[0].invoice!;
}
