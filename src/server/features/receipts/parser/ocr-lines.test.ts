import { describe, expect, it } from 'vitest';
import { lines } from './test-item-lines';
import { parseReceipt } from './parse-receipt';

describe('parseReceipt: what OCR does to tickets (invented lines)', () => {
  it('receiving ticket with weights: each amount line takes the detail line above it, not the one below', () => {
    const text = `CREMERIA LA VAQUITA
RECEPCION DE MERCANCIA 03/02/2026
7501234567890  1.250  84.00
   QUESO FRESCO                     105.00
7509876543210  3  41.50
   CREMA NATURAL                    124.50
7501111111116  0.500  230.00
   JAMON DE PAVO                    115.00
TOTAL                               344.50`;
    expect(lines(text)).toEqual([
      { name: 'Queso Fresco', quantity: '1.250', unit: 'kg', unitPrice: '84.00', total: '105.00' },
      { name: 'Crema Natural', quantity: '3', unit: 'pza', unitPrice: '41.50', total: '124.50' },
      { name: 'Jamon de Pavo', quantity: '0.500', unit: 'kg', unitPrice: '230.00', total: '115.00' },
    ]);
  });

  it('a unit cut short where the unit goes (LAT for lata), and counts like PZAS that open no summary line', () => {
    const text = `ABARROTES DON PEPE
4 LAT CHILES EN RAJAS 23.00 92.00
1 PZAS PAN DULCE 8.50 8.50
ARTICULOS 5
TOTAL 100.50`;
    expect(lines(text)).toEqual([
      { name: 'Chiles en Rajas', quantity: '4', unit: 'lata', unitPrice: '23.00', total: '92.00' },
      { name: 'Pan Dulce', quantity: '1', unit: 'pza', unitPrice: '8.50', total: '8.50' },
    ]);
  });

  it('a lone glyph among the numbers is read as the digit it looks like, and the arithmetic confirms it', () => {
    const text = `DISTRIBUIDORA EL GRANERO
DESCRIPCION           COSTO   PRECIO  UNID  IMPORTE
FRIJOL BAYO 1KG       24.78   29.16     A    116.64
TOTAL 116.64`;
    expect(lines(text)).toEqual([
      { name: 'Frijol Bayo 1KG', quantity: '4', unit: 'pza', unitPrice: '29.16', total: '116.64' },
    ]);
  });

  it('a store code opening the line is not a quantity; a speck after the unit is not part of the name', () => {
    const text = `MAYOREO LA PALMA
14529 ARROZ SUPER EXTRA 19.50 22.90 3 68.70
0.780 Kg 1 CEBOLLA MORADA 23.30 18.17
TOTAL 86.87`;
    expect(lines(text)).toEqual([
      { name: 'Arroz Super Extra', quantity: '3', unit: 'pza', unitPrice: '22.90', total: '68.70' },
      { name: 'Cebolla Morada', quantity: '0.780', unit: 'kg', unitPrice: '23.30', total: '18.17' },
    ]);
  });

  it('a point read as a space at the end of an amount, and a misread quantity glyph before the unit', () => {
    const text = `BODEGA SAN RAFAEL
2 PZA ACEITE DE OLIVA $120.00 $240 00
g CJA AGUA MINERAL 60 $85.00 $765.00
TOTAL $1,005.00`;
    expect(lines(text)).toEqual([
      { name: 'Aceite de Oliva', quantity: '2', unit: 'pza', unitPrice: '120.00', total: '240.00' },
      { name: 'Agua Mineral 60', quantity: '9', unit: 'caja', unitPrice: '85.00', total: '765.00' },
    ]);
  });

  it('summary lines OCR garbled are never products, nor a line carrying the printed total', () => {
    const text = `TIENDA LA SOLEDAD
3 PZA JABON ZOTE 18.00 54.00
1 PZA CLORO 1LT 22.50 22.50
SUBT0TA1 76.50
DESCUENT0 0.00
BONIF. 0.00
IEPS 0.00
IMPUESTOS 0.00
Unidades 4
Articulos vendidos 2
TOT. $76.50
SU PAGO EFECTlVO 100.00
SU CAMBI0 23.50`;
    expect(lines(text).map((item) => item.name)).toEqual(['Jabon Zote', 'Cloro 1LT']);
    expect(parseReceipt(text).total).toBe('76.50');
  });

  it('quantity after the name with its unit garbled, glued, or its digit read as a letter; an unreadable glyph among the numbers', () => {
    const text = `FRUTAS LA CANASTA
YOGURT NATURAL        6 xZ      14.50     87.00
JUGO DE MANGO         4LT]      32.00    128.00
ACEITE DE MAIZ        SL        45.00    225.00
PAPAYA MARADOL        3 Kg      12.00     3600
CACAHUATE JAPONES     19.50   Ú   58.50
TOTAL 534.50`;
    expect(lines(text)).toEqual([
      { name: 'Yogurt Natural', quantity: '6', unit: 'pza', unitPrice: '14.50', total: '87.00' },
      { name: 'Jugo de Mango', quantity: '4', unit: 'lt', unitPrice: '32.00', total: '128.00' },
      { name: 'Aceite de Maiz', quantity: '5', unit: 'lt', unitPrice: '45.00', total: '225.00' },
      { name: 'Papaya Maradol', quantity: '3', unit: 'kg', unitPrice: '12.00', total: '36.00' },
      { name: 'Cacahuate Japones', quantity: '3', unit: 'pza', unitPrice: '19.50', total: '58.50' },
    ]);
  });

  it('a name then a detail line with a decimal comma and no amount: the amount computed, never a crash', () => {
    const text = `ABARROTES LA ESPERANZA
LECHE ENTERA
5,558 LT x 25.50
CREMA PARA BATIR
0.675 LT x 78,00
TOTAL 194.38`;
    expect(lines(text)).toEqual([
      { name: 'Leche Entera', quantity: '5.558', unit: 'lt', unitPrice: '25.50', total: '141.73' },
      { name: 'Crema para Batir', quantity: '0.675', unit: 'lt', unitPrice: '78.00', total: '52.65' },
    ]);
  });

  it('quantity and unit after the name, then a price whose point was lost or read as a space: the number after the unit is the price', () => {
    const text = `ABARROTES DON TOMAS
SALSA VALENTINA      3 PZA     21 50      64.50
ARROZ SUPER EXTRA    2 KG      3180       63.60
FRIJOL PINTO         4 KG      2975      119.00
TOTAL 247.10`;
    expect(lines(text)).toEqual([
      { name: 'Salsa Valentina', quantity: '3', unit: 'pza', unitPrice: '21.50', total: '64.50' },
      { name: 'Arroz Super Extra', quantity: '2', unit: 'kg', unitPrice: '31.80', total: '63.60' },
      { name: 'Frijol Pinto', quantity: '4', unit: 'kg', unitPrice: '29.75', total: '119.00' },
    ]);
  });

  it('kilos or litres printed as four digits, or with the point read as a space, are a scale weight', () => {
    const text = `FRUTERIA LA HUERTA
2450 KG ARROZ MORELOS     31.30     77.97
QUESO OAXACA     1 275KG     118.00     150.45
CREMA LALA       2 340 LT     42.00      98.28
1200 G CHILE ANCHO           0.25     300.00
1500 PZA SERVILLETA          0.50     750.00`;
    expect(lines(text)).toEqual([
      { name: 'Arroz Morelos', quantity: '2.450', unit: 'kg', unitPrice: '31.80', total: '77.91' },
      { name: 'Queso Oaxaca', quantity: '1.275', unit: 'kg', unitPrice: '118.00', total: '150.45' },
      { name: 'Crema Lala', quantity: '2.340', unit: 'lt', unitPrice: '42.00', total: '98.28' },
      { name: 'Chile Ancho', quantity: '1200', unit: 'g', unitPrice: '0.25', total: '300.00' },
      { name: 'Servilleta', quantity: '1500', unit: 'pza', unitPrice: '0.50', total: '750.00' },
    ]);
  });

  it('a unit OCR garbled beyond recognition is left out of the name when the other lines print a unit there', () => {
    const column = `CREMERIA EL RANCHO
2 KG PAPA BLANCA 22.00 44.00
3 LTS LECHE ENTERA 26.50 79.50
1.500 XG JITOMATE SALADET 30.00 45.00`;
    expect(lines(column).map((line) => line.name)).toEqual(['Papa Blanca', 'Leche Entera', 'Jitomate Saladet']);
    const brands = `ABARROTES LUPITA
2 LA COSTENA CHILES 25.00 50.00
3 KG AZUCAR 28.00 84.00`;
    expect(lines(brands).map((line) => line.name)).toEqual(['La Costena Chiles', 'Azucar']);
  });

  it("a '$' right before a point is a 5 read as an S ('$.500' in a units column)", () => {
    const text = `ABARROTES LA PROVIDENCIA
DESCRIPCION        COSTO   PRECIO  UNID   IMPORTE
HARINA DE MAIZ     14.10   16.90   $.500   92.95
TOTAL 92.95`;
    expect(lines(text)).toEqual([
      { name: 'Harina de Maiz', quantity: '5.500', unit: 'pza', unitPrice: '16.90', total: '92.95' },
    ]);
  });

  it("OCR's '?' for a glyph it could not read is dropped: '3? KG' after the name is quantity and unit", () => {
    expect(lines('ARROZ SUPER EXTRA 3? KG 22.90 68.70\nTOTAL 68.70')).toEqual([
      { name: 'Arroz Super Extra', quantity: '3', unit: 'kg', unitPrice: '22.90', total: '68.70' },
    ]);
  });

  it("a digit's look-alike inside the price of a glued detail line ('3x41.5O')", () => {
    expect(lines('CAFE SOLUBLE\n3x41.5O 124.50\nTOTAL 124.50')).toEqual([
      { name: 'Cafe Soluble', quantity: '3', unit: 'pza', unitPrice: '41.50', total: '124.50' },
    ]);
  });

  it('a lone digit after the amount is its flag misread (A as 4), not a number of the line', () => {
    expect(lines('3 PZA ACEITE DE OLIVA 120.00 360.00 4\nTOTAL 360.00')).toEqual([
      { name: 'Aceite de Oliva', quantity: '3', unit: 'pza', unitPrice: '120.00', total: '360.00' },
    ]);
  });
});
