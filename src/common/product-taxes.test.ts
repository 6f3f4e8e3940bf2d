import { describe, expect, it } from 'vitest';
import type { InvoiceTax } from './invoices';
import { productTaxesOfLine, productTaxText } from './product-taxes';

const tax = (patch: Partial<InvoiceTax>): InvoiceTax => ({
  tax: 'IVA',
  factor: 'Tasa',
  rate: '0.160000',
  base: '100.00',
  amount: '16.00',
  withheld: false,
  ...patch,
});

describe('product taxes from an invoice line', () => {
  it('reads IVA 0 %, 16 % and exento, and IEPS as a rate in percent or a quota as printed', () => {
    expect(productTaxesOfLine({ taxes: [tax({ rate: '0.000000', amount: '0.00' })] })).toEqual({
      iva: '0',
      iepsKind: null,
      iepsValue: null,
    });
    expect(
      productTaxesOfLine({ taxes: [tax({ tax: 'IEPS', rate: '0.265000' }), tax({ factor: 'Exento', rate: null })] }),
    ).toEqual({ iva: 'exento', iepsKind: 'tasa', iepsValue: '26.5000' });
    expect(productTaxesOfLine({ taxes: [tax({ tax: 'IEPS', factor: 'Cuota', rate: '1.645100' }), tax({})] })).toEqual({
      iva: '16',
      iepsKind: 'cuota',
      iepsValue: '1.645100',
    });
  });

  it('says nothing of IVA at another rate or without IVA, and ignores withholdings', () => {
    expect(productTaxesOfLine({ taxes: [tax({ rate: '0.080000' })] })).toEqual({ iepsKind: null, iepsValue: null });
    expect(productTaxesOfLine({ taxes: [] })).toEqual({ iepsKind: null, iepsValue: null });
    expect(
      productTaxesOfLine({ taxes: [tax({ withheld: true, rate: '0.106667' }), tax({ tax: 'IEPS', withheld: true })] }),
    ).toEqual({ iepsKind: null, iepsValue: null });
  });

  it('describes them briefly', () => {
    expect(productTaxText({ iva: '16', iepsKind: 'tasa', iepsValue: '26.500000' })).toBe('IVA 16 % · IEPS 26.5 %');
    expect(productTaxText({ iva: 'exento', iepsKind: null, iepsValue: null })).toBe('IVA exento');
    expect(productTaxText({ iva: null, iepsKind: 'cuota', iepsValue: '1.645100' })).toBe('IEPS cuota $1.6451');
    expect(productTaxText({ iva: null, iepsKind: null, iepsValue: null })).toBeNull();
  });
});
