import { describe, expect, it } from 'vitest';
import { invoiceLineNet, invoiceLineStock, invoiceProductName } from './invoice-lines';
import { UnitError } from './quantity';
import { toDecimal } from './ratio';

const caja = { name: 'Vaso 16 oz', unit: 'pza', packs: [{ name: 'Caja', quantity: '1000', unit: 'pza' }] };

describe('invoice lines', () => {
  it('takes the discount off and converts to pesos at the invoice exchange rate, exactly', () => {
    expect(toDecimal(invoiceLineNet({ amount: '2800.00', discount: '140.00' }, { exchangeRate: '1' }), 2)).toBe(
      '2660.00',
    );
    expect(toDecimal(invoiceLineNet({ amount: '49.00', discount: '0' }, { exchangeRate: '17.250000' }), 4)).toBe(
      '845.2500',
    );
  });

  it("says what a line adds to stock in the product's base unit and what one base unit cost", () => {
    const cost = invoiceLineNet({ amount: '1300.00', discount: '0' }, { exchangeRate: '1' });
    expect(invoiceLineStock({ quantity: '2' }, 'Caja', caja, cost)).toEqual({
      stockQuantity: '2000.000',
      unitCost: '0.65',
    });
    expect(invoiceLineStock({ quantity: '2.5' }, 'kg', { unit: 'g' }, cost)).toEqual({
      stockQuantity: '2500.000',
      unitCost: '0.52',
    });
  });

  it('names a product created from a line in sentence case, within 200 characters', () => {
    expect(invoiceProductName('  JITOMATE SALADET PRIMERA ')).toBe('Jitomate saladet primera');
    expect(invoiceProductName('ÁCIDO CÍTRICO')).toBe('Ácido cítrico');
    expect(invoiceProductName('X'.repeat(300))).toHaveLength(200);
  });

  it('refuses a unit the product cannot convert, and a quantity of zero', () => {
    const cost = invoiceLineNet({ amount: '10', discount: '0' }, { exchangeRate: '1' });
    expect(() => invoiceLineStock({ quantity: '2' }, 'Paquete', { name: 'Servilleta', unit: 'kg' }, cost)).toThrow(
      UnitError,
    );
    expect(() => invoiceLineStock({ quantity: '0' }, 'kg', { unit: 'kg' }, cost)).toThrow(UnitError);
  });
});
