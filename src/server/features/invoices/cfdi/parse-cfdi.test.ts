import { describe, expect, it } from 'vitest';
import { sumDecimals } from '@common/money';
import { INVOICE_MESSAGES } from '@common/invoices';
import { fixtureBytes, fixtureText } from '../test/fixtures';
import { CfdiError } from './cfdi-error';
import { parseCfdi } from './parse-cfdi';

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (input: Uint8Array) => {
  try {
    parseCfdi(input);
  } catch (error) {
    if (error instanceof CfdiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('parseCfdi', () => {
  it('reads produce invoiced by the kilogram at 0 % IVA', () => {
    const cfdi = parseCfdi(fixtureBytes('produce-kgm-iva0'));
    expect(cfdi).toMatchObject({
      uuid: '5D3A1F0E-7B2C-4E9A-8C61-2F4B7A9D0E13',
      version: '4.0',
      type: 'I',
      relation: null,
      series: 'A',
      folio: '1021',
      date: '2026-03-05T08:15:00',
      issuer: { rfc: 'DFL9803125K7', name: 'DISTRIBUIDORA DE FRUTAS Y LEGUMBRES DEL CENTRO' },
      receiver: { rfc: 'TEF150101AB1' },
      currency: 'MXN',
      exchangeRate: '1',
      subtotal: '727.00',
      discount: '0',
      total: '727.00',
    });
    expect(cfdi.lines.map((line) => [line.description, line.quantity, line.unitCode, line.unit])).toEqual([
      ['JITOMATE SALADET PRIMERA', '25.000', 'KGM', 'kg'],
      ['CEBOLLA BLANCA', '10.000', 'KGM', 'kg'],
      ['CILANTRO', '6', 'XBE', 'manojo'],
    ]);
    expect(cfdi.lines[0]).toMatchObject({ productCode: '50405700', supplierCode: 'JIT-SAL', unitPrice: '20.00' });
    expect(cfdi.lines[0].taxes).toEqual([
      { tax: 'IVA', factor: 'Tasa', rate: '0.000000', base: '500.00', amount: '0.00', withheld: false },
    ]);
    expect(sumDecimals(cfdi.lines.map((line) => line.amount))).toBe('727.00');
  });

  it('reads boxes and packages with 16 % IVA, the stamp namespace declared on the root', () => {
    const cfdi = parseCfdi(fixtureBytes('packaged-xbx-iva16'));
    expect(cfdi.uuid).toBe('A8C2E4F6-1B3D-4F5A-9C7E-0D2B4F6A8C01');
    expect(cfdi.lines.map((line) => [line.unitCode, line.unit, line.amount])).toEqual([
      ['XBX', 'caja', '1300.00'],
      ['XPK', 'paq', '340.00'],
    ]);
    const iva = cfdi.lines.flatMap((line) => line.taxes).map((tax) => tax.amount ?? '0');
    expect(sumDecimals([cfdi.subtotal, ...iva])).toBe(cfdi.total);
  });

  it('reads IEPS by quota and by rate beside IVA, and the taxes add up to the total', () => {
    const cfdi = parseCfdi(fixtureBytes('drinks-ieps'));
    expect(cfdi.lines[0].taxes.map((tax) => [tax.tax, tax.factor, tax.rate, tax.amount])).toEqual([
      ['IEPS', 'Cuota', '1.645100', '47.38'],
      ['IVA', 'Tasa', '0.160000', '95.90'],
    ]);
    expect(cfdi.lines[1].taxes[0]).toMatchObject({ tax: 'IEPS', factor: 'Tasa', rate: '0.265000', amount: '95.40' });
    const taxes = cfdi.lines.flatMap((line) => line.taxes.map((tax) => tax.amount ?? '0'));
    expect(sumDecimals([cfdi.subtotal, ...taxes])).toBe(cfdi.total);
  });

  it('reads line and invoice discounts', () => {
    const cfdi = parseCfdi(fixtureBytes('discount'));
    expect(cfdi.discount).toBe('140.00');
    expect(cfdi.lines.map((line) => line.discount)).toEqual(['140.00', '0']);
    expect(cfdi.lines[1].supplierCode).toBe('QSO-OAX');
  });

  it('reads a dollar invoice with its exchange rate', () => {
    const cfdi = parseCfdi(fixtureBytes('usd'));
    expect(cfdi).toMatchObject({ currency: 'USD', exchangeRate: '17.250000', total: '94.00' });
    expect(cfdi.lines[1]).toMatchObject({ unitCode: 'LTR', unit: 'lt', quantity: '5' });
  });

  it('reads a CFDI 3.3 and decodes XML entities in descriptions', () => {
    const cfdi = parseCfdi(fixtureBytes('v33'));
    expect(cfdi).toMatchObject({ version: '3.3', uuid: '0B1C2D3E-4F50-4617-8293-A4B5C6D7E8F9' });
    expect(cfdi.lines[0]).toMatchObject({ description: 'Tortilla de maíz & masa del día', supplierCode: null });
  });

  it('reads a credit note (egreso)', () => {
    const cfdi = parseCfdi(fixtureBytes('credit-note'));
    expect(cfdi).toMatchObject({ type: 'E', relation: '01', total: '50.00' });
    expect(cfdi.lines[0]).toMatchObject({ unitCode: 'ACT', unit: 'Actividad' });
  });

  it('accepts a byte-order mark and any prefix bound to the CFDI namespace', () => {
    const renamed = fixtureText('produce-kgm-iva0').replaceAll('cfdi:', 'c:').replace('xmlns:cfdi=', 'xmlns:c=');
    expect(parseCfdi(bytes(`\uFEFF${renamed}`)).lines).toHaveLength(3);
  });

  it.each([
    ['a payment complement', fixtureText('payment'), 'payment_complement', INVOICE_MESSAGES.payment],
    ['plain text', 'Factura 123, total 500', 'not_xml', INVOICE_MESSAGES.notXml],
    ['malformed XML', fixtureText('discount').slice(0, 900), 'malformed_xml', INVOICE_MESSAGES.malformed],
    ['XML that is not a CFDI', '<?xml version="1.0"?><pedido><linea/></pedido>', 'not_cfdi', INVOICE_MESSAGES.notCfdi],
    [
      'a Comprobante in another namespace',
      fixtureText('usd').replace('http://www.sat.gob.mx/cfd/4', 'http://example.com/cfd/4'),
      'not_cfdi',
      INVOICE_MESSAGES.notCfdi,
    ],
    [
      'a version that does not match its namespace',
      fixtureText('usd').replace('Version="4.0"', 'Version="3.2"'),
      'unsupported_version',
      INVOICE_MESSAGES.unsupportedVersion,
    ],
    [
      'an invoice without its stamp',
      fixtureText('usd').replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, ''),
      'not_stamped',
      INVOICE_MESSAGES.notStamped,
    ],
    [
      'a stamp in the wrong namespace',
      fixtureText('usd').replace('http://www.sat.gob.mx/TimbreFiscalDigital', 'http://example.com/tfd'),
      'not_stamped',
      INVOICE_MESSAGES.notStamped,
    ],
    [
      'an amount that is not a number',
      fixtureText('usd').replace(' Total="94.00"', ' Total="94,00"'),
      'bad_number',
      INVOICE_MESSAGES.badNumber('Total'),
    ],
    [
      'a line without its unit code',
      fixtureText('usd').replace('ClaveUnidad="LTR" ', ''),
      'missing_field',
      INVOICE_MESSAGES.missingField('ClaveUnidad'),
    ],
  ])('refuses %s', (_case, text, code, message) => {
    expect(refusal(bytes(text))).toEqual({ code, message });
  });

  it('refuses an entity-expansion bomb before expanding anything', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4">&lol2;</cfdi:Comprobante>`;
    expect(refusal(bytes(bomb)).code).toBe('doctype');
  });

  it('refuses bytes that are not UTF-8 text', () => {
    expect(refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00])).code).toBe('not_xml');
  });
});
