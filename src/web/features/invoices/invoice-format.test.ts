import { describe, expect, it } from 'vitest';
import type { InvoiceTax } from '@common/invoices';
import { exchangeRateText, folioText, invoiceMoney, issueDateText, taxText } from './invoice-format';

const tax = (patch: Partial<InvoiceTax>): InvoiceTax => ({
  tax: 'IVA',
  factor: 'Tasa',
  rate: '0.160000',
  base: '1300.00',
  amount: '208.00',
  withheld: false,
  ...patch,
});

describe('invoice texts', () => {
  it('writes each tax with its rate, quota or exemption', () => {
    expect(taxText(tax({}))).toBe('IVA 16%: $208.00');
    expect(taxText(tax({ rate: '0.000000', amount: '0.00' }))).toBe('IVA 0%: $0.00');
    expect(taxText(tax({ tax: 'IEPS', rate: '0.265000', amount: '95.40' }))).toBe('IEPS 26.5%: $95.40');
    expect(taxText(tax({ tax: 'IEPS', factor: 'Cuota', rate: '1.645100', amount: '47.38' }))).toBe(
      'IEPS cuota $1.6451: $47.38',
    );
    expect(taxText(tax({ factor: 'Exento', rate: null, amount: null }))).toBe('IVA exento');
    expect(taxText(tax({ tax: 'ISR', rate: '0.012500', amount: '12.50', withheld: true }), 'USD')).toBe(
      'Retención ISR 1.25%: $12.50 USD',
    );
  });

  it('writes folios, dates, money in other currencies, the exchange rate and months', () => {
    expect(folioText({ series: 'A', folio: '1021' })).toBe('A-1021');
    expect(folioText({ series: null, folio: '5540' })).toBe('5540');
    expect(folioText({ series: null, folio: null })).toBe('Sin folio');
    expect(issueDateText('2026-03-05T23:15:00')).toBe('05 mar 2026');
    expect(invoiceMoney('94.00', 'USD')).toBe('$94.00 USD');
    expect(exchangeRateText({ exchangeRate: '17.250000' })).toBe('Tipo de cambio 17.25');
  });
});
