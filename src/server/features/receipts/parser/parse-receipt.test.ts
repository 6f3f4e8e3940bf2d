import { describe, expect, it } from 'vitest';
import { parseReceipt } from './parse-receipt';
import { lines } from './test-item-lines';

const TICKET = `ABARROTES LA ESPERANZA SA DE CV
RFC: ABA240321AB1X
AV. JUAREZ 123 COL. CENTRO
FECHA: 21/03/2024  HORA: 10:22
FOLIO: 12345
------------------------------------------
CANT UNID DESCRIPCION      P.UNIT    IMPORTE
1.250 KG   JITOMATE SALA    24.90    31.13 A
3     PZA  LECHUGA ROMAN    18.50    55.50 E
2     CAJA HUEVO BLANCO  1,250.00 2,500.00 T
------------------------------------------
SUBTOTAL                          $2,244.00
IVA                                 $342.63
TOTAL                             $2,586.63
EFECTIVO                          $3,000.00
CAMBIO                              $413.37
ARTICULOS: 3
GRACIAS POR SU COMPRA`;

const SUPERMARKET = `SUPER MERCADO DEL VALLE
FECHA: 14 MAR 2025
QUESO OAXACA              359.60 A
   2.500 KG x $143.84
CILANTRO                   16.00 E
   2 MJO x $8.00
TOTAL                     $375.60
TARJETA DEBITO            $375.60`;

const REMISION = `DISTRIBUIDORA LOS ALTOS
NOTA DE REMISION
FECHA: 05-11-25
CANT   UNIDAD  DESCRIPCION            P. UNITARIO      IMPORTE
12     LT      LECHE ENTERA                $24.50      $294.00
0.750  KGS.    CHILE SERRANO               $48.00       $36.00
SUBTOTAL                                               $330.00
IVA 16%                                                 $52.80
TOTAL                                                  $382.80`;

describe('parseReceipt', () => {
  it('reads a one-line ticket: header, items with weights, thousands separators and tax flags, and no summary lines', () => {
    const reading = parseReceipt(TICKET);
    expect(reading).toMatchObject({
      supplier: 'ABARROTES LA ESPERANZA SA DE CV',
      date: '2024-03-21',
      total: '2586.63',
    });
    expect(lines(TICKET)).toEqual([
      { name: 'Jitomate Sala', quantity: '1.250', unit: 'kg', unitPrice: '24.90', total: '31.13' },
      { name: 'Lechuga Roman', quantity: '3', unit: 'pza', unitPrice: '18.50', total: '55.50' },
      { name: 'Huevo Blanco', quantity: '2', unit: 'caja', unitPrice: '1250.00', total: '2500.00' },
    ]);
    expect(reading.items.every((item) => item.confidence > 0.9)).toBe(true);
    expect(reading.text).toContain('GRACIAS POR SU COMPRA');
  });

  it('joins a supermarket detail line ("2.500 KG x $143.84") with its product line', () => {
    expect(parseReceipt(SUPERMARKET)).toMatchObject({
      supplier: 'SUPER MERCADO DEL VALLE',
      date: '2025-03-14',
      total: '375.60',
    });
    expect(lines(SUPERMARKET)).toEqual([
      { name: 'Queso Oaxaca', quantity: '2.500', unit: 'kg', unitPrice: '143.84', total: '359.60' },
      { name: 'Cilantro', quantity: '2', unit: 'manojo', unitPrice: '8.00', total: '16.00' },
    ]);
  });

  it('reads a nota de remisión with $ columns, a two-digit year and unit spellings like "KGS."', () => {
    expect(parseReceipt(REMISION)).toMatchObject({
      supplier: 'DISTRIBUIDORA LOS ALTOS',
      date: '2025-11-05',
      total: '382.80',
    });
    expect(lines(REMISION)).toEqual([
      { name: 'Leche Entera', quantity: '12', unit: 'lt', unitPrice: '24.50', total: '294.00' },
      { name: 'Chile Serrano', quantity: '0.750', unit: 'kg', unitPrice: '48.00', total: '36.00' },
    ]);
  });

  it('repairs a misread digit when quantity × unit price says what the total must be, and trusts it less', () => {
    const reading = parseReceipt(
      '1.250 KG JITOMATE SALA 24.90 31.18 A\n3 PZA LECHUGA ROMAN 18.50 55.50 E\nTOTAL 86.63',
    );
    expect(reading.items[0]).toMatchObject({ quantity: '1.250', unitPrice: '24.90', total: '31.13' });
    expect(reading.items[0].confidence).toBeLessThan(reading.items[1].confidence);
  });

  it('repairs a digit misread the same way wherever the number prints it, as one edit', () => {
    // Every 0 of the price read as 8 (a blurred glyph), and one 0 of the amount.
    expect(lines('6 PZA AZUCAR 38.88 180.08\nTOTAL 180.00')).toEqual([
      { name: 'Azucar', quantity: '6', unit: 'pza', unitPrice: '30.00', total: '180.00' },
    ]);
  });

  it('reads a letter OCR puts for a digit ("1O.50", "$l2.00") as the digit', () => {
    expect(lines('2 PZA MAYONESA 1O.50 21.0O\n1 PZA CREMA $l2.00 $12.00')).toEqual([
      { name: 'Mayonesa', quantity: '2', unit: 'pza', unitPrice: '10.50', total: '21.00' },
      { name: 'Crema', quantity: '1', unit: 'pza', unitPrice: '12.00', total: '12.00' },
    ]);
  });

  it('lowers the confidence of a line whose numbers cannot be reconciled', () => {
    const [item] = parseReceipt('3 PZA LECHUGA ROMANA 18.50 99.99\nTOTAL 99.99').items;
    expect(item).toMatchObject({ quantity: '3', unitPrice: '18.50', total: '99.99' });
    expect(item.confidence).toBeLessThan(0.5);
  });

  it('reads a unit OCR garbled with a letter too many or a stray glyph, and capitals it lowered in the name', () => {
    const reading = parseReceipt(
      'CENTRAL DE ABASTOS GDL SA DE Cv\n8     MIJO CILANTRO        7.48    59.84 A\n2 qáPZA LECHUGA 18.50 37.00',
    );
    expect(reading.supplier).toBe('CENTRAL DE ABASTOS GDL SA DE CV');
    expect(lines(reading.text)).toEqual([
      { name: 'Cilantro', quantity: '8', unit: 'manojo', unitPrice: '7.48', total: '59.84' },
      { name: 'Lechuga', quantity: '2', unit: 'pza', unitPrice: '18.50', total: '37.00' },
    ]);
  });

  it('reads a unit garbled with both a stray glyph and a letter too many', () => {
    expect(lines('4 «qBCJA AGUA MINERAL 85.00 340.00\nTOTAL 340.00')).toEqual([
      { name: 'Agua Mineral', quantity: '4', unit: 'caja', unitPrice: '85.00', total: '340.00' },
    ]);
  });

  it('takes a line with only a total as one piece at that price', () => {
    expect(lines('TORTILLAS 52.00\nTOTAL 52.00')).toEqual([
      { name: 'Tortillas', quantity: '1', unit: 'pza', unitPrice: '52.00', total: '52.00' },
    ]);
  });

  it('reads nothing from text without product lines', () => {
    expect(parseReceipt('GRACIAS POR SU COMPRA\nTOTAL $0.00\nCAMBIO $0.00')).toMatchObject({
      items: [],
      supplier: null,
      date: null,
    });
  });

  it('uses the TOTAL to repair the one line that does not add up', () => {
    // 18.50 read as 16.50: only 3 × 18.50 = 55.50 makes the lines add up to the TOTAL.
    const reading = parseReceipt('3 PZA LECHUGA 16.50 55.80\n1 PZA CREMA 12.00 12.00\nTOTAL 67.50');
    expect(reading.items[0]).toMatchObject({ quantity: '3', unitPrice: '18.50', total: '55.50' });
  });
});
