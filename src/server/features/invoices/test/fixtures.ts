import { readFileSync } from 'node:fs';

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
