import { describe, expect, it } from 'vitest';
import { parseReceipt } from './parse-receipt';
import { summaryKind } from './summary-words';
import { lines } from './test-item-lines';

describe('summary lines', () => {
  it('are never products, even garbled by OCR', () => {
    const text = `SUPER LA LUZ
2 PZA LECHE 24.50 49.00
1 PZA PAN 12.00 12.00
SUBT0TAL 52.59
I.V.A. 16% 8.41
IEPS 0.00
IMPUESTOS 8.41
DESCUENT0 -5.00
BONIF 3.00
TOT. 61.00
EFECTTVO 100.00
CAMBI0 39.00
Articulos 3
Unidades 3`;
    expect(lines(text).map((item) => item.name)).toEqual(['Leche', 'Pan']);
    expect(parseReceipt(text).total).toBe('61.00');
  });

  it('a line whose amount is the printed subtotal, or the sum of the lines above it, is not a product', () => {
    const text = `SUPER LA LUZ
2 PZA LECHE 24.50 49.00
1 PZA PAN 12.00 12.00
SU8TTL 61.00
3 PZA HUEVO 3.00 9.00
XQWRT 70.00
TOTAL 70.00`;
    expect(lines(text).map((item) => item.name)).toEqual(['Leche', 'Pan', 'Huevo']);
  });

  it('are recognised by shape and edit distance, and a product word close to one is not', () => {
    for (const line of [
      'T0TAL 12.00',
      'TOTA1 12.00',
      'SUB TOTAL 1.00',
      'Subtota1 1.00',
      'I.V.A 1.00',
      'Efectivo 1.00',
      'EFECT1VO 1.00',
      'Descuento 1.00',
      'CAMBlO 1.00',
    ])
      expect(summaryKind(line), line).not.toBeNull();
    for (const line of [
      'UVA GLOBO 1.00',
      'TOTOPOS 1.00',
      'COSTAL DE PAPA 1.00',
      'LECHE 1.00',
      'PAN DULCE 1.00',
      'PECHUGA DE POLLO 1.00',
      'CALDO DE RES 1.00',
    ])
      expect(summaryKind(line), line).toBeNull();
    expect(summaryKind('SUB TOTAL 1.00')).toBe('subtotal');
    expect(summaryKind('I.V.A. 16% 1.00')).toBe('tax');
  });
});
