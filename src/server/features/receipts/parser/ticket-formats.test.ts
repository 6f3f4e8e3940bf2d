import { describe, expect, it } from 'vitest';
import { parseReceipt } from './parse-receipt';
import { lines } from './test-item-lines';

/** Formats of decision 093, each written by hand for the rule it shows (not taken from a benchmark set). */
describe('parseReceipt: field labels, code columns and notes of several parts', () => {
  it('reads figures after their labels on the line below the name (CANT, P.Unit, Importe, PESO, PRECIO/KG)', () => {
    const text = `ABARROTES LA PALMA
12/05/2025
Cant: 6  Refresco cola 2 lt
  P.Unit $32.00  Importe $192.00
CHILE SERRANO
  PESO 0.750 KG  PRECIO/KG 42.00
QUESO FRESCO 1KG
  CANT 2  PRECIO UNIT 115.00
TOTAL $455.50`;
    expect(lines(text)).toEqual([
      { name: 'Refresco cola 2 lt', quantity: '6', unit: 'pza', unitPrice: '32.00', total: '192.00' },
      { name: 'Chile Serrano', quantity: '0.750', unit: 'kg', unitPrice: '42.00', total: '31.50' },
      { name: 'Queso Fresco 1KG', quantity: '2', unit: 'pza', unitPrice: '115.00', total: '230.00' },
    ]);
  });

  it('reads a price printed with the unit it is per, and the count that fits the arithmetic (boxes or kilos)', () => {
    const text = `FRUTAS SELECTAS DEL BAJIO
FECHA 03/02/2025
CAJAS  KILOS  PRODUCTO       PRECIO        IMPORTE
  2   38.500  Melon chino    19.00 KG       731.50
  3   54.000  Naranja valencia 150.00 CJA   450.00
TOTAL A PAGAR $1,181.50`;
    expect(lines(text).map(({ name, quantity, total }) => ({ name, quantity, total }))).toEqual([
      { name: 'Melon chino', quantity: '38.500', total: '731.50' },
      { name: 'Naranja valencia', quantity: '3', total: '450.00' },
    ]);
  });

  it('drops a code column named by its heading, and a code label alone on the detail line', () => {
    const text = `DISTRIBUIDORA DE BEBIDAS LA FUENTE
FECHA: 2025-05-20
CLAVE   DESCRIPCION                    CANT UNID   P. UNIT    IMPORTE
AGU20   AGUA PURIFICADA GARRAFON 20L      8 PZA      38.00     304.00
JM1L    JUGO MANGO 1L C/12                1 CJA     240.00     240.00
TOTAL                                                          544.00
------------------------------
VINO ROSADO 750ML
  SKU 774210    2 BOT    210.00      420.00`;
    expect(lines(text).map(({ name }) => name)).toEqual(['Agua Purificada Garrafon 20L', 'Jugo Mango 1L C/12']);
    const wines = `VINOS Y LICORES EL BARRIL
01/03/2025
VINO ROSADO 750ML
  SKU 774210    2 BOT    210.00      420.00
TOTAL 420.00`;
    expect(lines(wines)).toEqual([
      { name: 'Vino Rosado 750ML', quantity: '2', unit: 'bote', unitPrice: '210.00', total: '420.00' },
    ]);
  });

  it("reads a printed CFDI's unit code before the quantity", () => {
    const text = `ALIMENTOS INDUSTRIALES DEL NORTE S.A. DE C.V.
Fecha de emisión: 2025-08-14T10:00:00
50151500  KGM   15.00 KILO   MANTECA DE CERDO          61.00     915.00
50202306  LTR    4.00 LITRO  VINAGRE BLANCO            22.50      90.00
Total: 1,005.00`;
    expect(lines(text).map(({ name, quantity, unit }) => ({ name, quantity, unit }))).toEqual([
      { name: 'Manteca de Cerdo', quantity: '15.00', unit: 'kg' },
      { name: 'Vinagre Blanco', quantity: '4.00', unit: 'lt' },
    ]);
  });

  it('reads every note of a statement that prints several, each with its headings and total', () => {
    const text = `EMBUTIDOS SAN RAFAEL
ESTADO DE CUENTA  01/02/2025
REMISION 101
  CANT  UNID  DESCRIPCION          P. UNIT    IMPORTE
 2.000  KG    SALCHICHA DE PAVO      88.00     176.00
                       Total remision         176.00
REMISION 102
  CANT  UNID  DESCRIPCION          P. UNIT    IMPORTE
 1.500  KG    JAMON COCIDO          140.00     210.00
                       Total remision         210.00
SALDO TOTAL                                   386.00
Pagos recibidos gracias 2 abonos`;
    expect(lines(text).map(({ name, total }) => ({ name, total }))).toEqual([
      { name: 'Salchicha de Pavo', total: '176.00' },
      { name: 'Jamon Cocido', total: '210.00' },
    ]);
  });

  it('starts a long name on the line above its amount line when detail lines print below', () => {
    const text = `SUPER LA ESTRELLA
10/10/2025
7501000000017
MAYONESA CON JUGO DE LIMON
FRASCO 3.4 KG                     398.00
    2 PZA X 199.00
7501000000024
FRIJOL NEGRO ENTERO BOLSA 1KG      96.00
    3 PZA X 32.00
TOTAL                             494.00`;
    expect(lines(text).map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: 'Mayonesa con Jugo de Limon Frasco 3.4 Kg', quantity: '2' },
      { name: 'Frijol Negro Entero Bolsa 1KG', quantity: '3' },
    ]);
  });

  it("reads a market note's whole-peso price column only when the arithmetic proves it on more than one line", () => {
    const note = `PESCADERIA LA BAHIA
FECHA 05-06-2025
  4 kgs  Mojarra entera       95   380.00
  2 kgs  Camaron mediano     240   480.00
  1 pza  Robalo 2 kg         350   350.00
FLETE                                0.00
TOTAL                            1,210.00`;
    expect(lines(note)).toEqual([
      { name: 'Mojarra entera', quantity: '4', unit: 'kg', unitPrice: '95.00', total: '380.00' },
      { name: 'Camaron mediano', quantity: '2', unit: 'kg', unitPrice: '240.00', total: '480.00' },
      { name: 'Robalo 2 kg', quantity: '1', unit: 'pza', unitPrice: '350.00', total: '350.00' },
    ]);
    const sizes = `TIENDA LA ESQUINA
FECHA 05-06-2025
  1 pza  Coca Cola 600          18.00
  2 pza  Agua 1000              30.00
TOTAL                           48.00`;
    expect(lines(sizes).map(({ name }) => name)).toEqual(['Coca Cola 600', 'Agua 1000']);
  });

  it('reads a count after a name that closes with its size, and a bulk mark before the name', () => {
    const text = `MINISUPER EL FAROL
22/07/2025
HIELO EN CUBOS 5 KG        4      120.00
LECHE ENTERA 1.5LT         2       61.00
GRANEL  FRIJOL PINTO
        1.250 KG x 34.00           42.50
TOTAL                             223.50`;
    expect(lines(text).map(({ name, quantity, total }) => ({ name, quantity, total }))).toEqual([
      { name: 'Hielo en Cubos 5 Kg', quantity: '4', total: '120.00' },
      { name: 'Leche Entera 1.5LT', quantity: '2', total: '61.00' },
      { name: 'Frijol Pinto', quantity: '1.250', total: '42.50' },
    ]);
  });

  it("reads 'each' after a price, an English tax line and an address line as no product", () => {
    const text = `MERCADITO DEL PUERTO
Mercado Hidalgo Local 14-15
Fecha 04/09/2025
4011 PAPAYA MARADOL            96.00
   3 @ 32.00 ea
ACEITUNA NEGRA 1KG
   2 @ 85,00 c/u            170,00
SUBTOTAL                   266.00
TAX                          0.00
TOTAL                      266.00`;
    expect(lines(text)).toEqual([
      { name: 'Papaya Maradol', quantity: '3', unit: 'pza', unitPrice: '32.00', total: '96.00' },
      { name: 'Aceituna Negra 1KG', quantity: '2', unit: 'pza', unitPrice: '85.00', total: '170.00' },
    ]);
  });

  it('reads the labelled blocks of a printed CFDI as OCR gives them, one space between fields', () => {
    const text = `COMERCIALIZADORA DEL GOLFO S.A. DE C.V.
Fecha de emisión: 2025-06-02T09:12:00
1. Clave ProdServ: 50202203 Clave Unidad: XBX (Caja) Cantidad: 5 No. Identificación: AB12
AGUA MINERAL 355 ML C/24
Valor unitario: 210.5000 Importe: 1,052.50 Objeto impuesto: 02 - Sí objeto de impuesto
Total: 1,052.50`;
    expect(lines(text)).toEqual([
      { name: 'Agua Mineral 355 Ml C/24', quantity: '5', unit: 'caja', unitPrice: '210.50', total: '1052.50' },
    ]);
  });

  it("reads a market note's '=' glued to its price, and a CFDI column code after the amount that OCR misread", () => {
    const note = `VERDURAS DON CHUY
lunes 3 de marzo 2025
tomate verde     6 kg   x 25=        150
cebolla morada   4 kg   x 32 =       128
total                                278`;
    expect(lines(note).map(({ name, quantity, total }) => ({ name, quantity, total }))).toEqual([
      { name: 'tomate verde', quantity: '6', total: '150.00' },
      { name: 'cebolla morada', quantity: '4', total: '128.00' },
    ]);
    const invoice = `LACTEOS DEL NORTE S.A. DE C.V.
Fecha de emisión: 2025-02-11T08:00:00
Cantidad  Clave unidad  Clave prod/serv  Descripción          Valor unitario   Importe  Obj. imp.
   10  H87   50131701   LECHE ENTERA 1 L            22.5000    225.00 62
    3  H87   50131702   CREMA 900 ML                55.0000    165.00 062
Total $ 390.00`;
    expect(lines(invoice).map(({ name, quantity, total }) => ({ name, quantity, total }))).toEqual([
      { name: 'Leche Entera 1 L', quantity: '10', total: '225.00' },
      { name: 'Crema 900 Ml', quantity: '3', total: '165.00' },
    ]);
  });

  it('keeps a food word that looks like a unit in the name, an item code that opens like a summary word, and what a price is per', () => {
    const text = `ROSTICERIA Y ABARROTES SAN JOSE
02/02/2025
4  POLLO ASADO ENTERO     165.00   660.00
REC-010   RECADO ROJO 1KG
         2 PZA       58.00       116.00
3 KG TORTILLA DE HARINA
    $52.00 el kg         $156.00
*   40217 CHAROLA UNICEL 8X8    215.00
TOTAL                          1,147.00`;
    expect(lines(text).map(({ name, quantity, unit, total }) => ({ name, quantity, unit, total }))).toEqual([
      { name: 'Pollo Asado Entero', quantity: '4', unit: 'pza', total: '660.00' },
      { name: 'Recado Rojo 1KG', quantity: '2', unit: 'pza', total: '116.00' },
      { name: 'Tortilla de Harina', quantity: '3', unit: 'kg', total: '156.00' },
      { name: 'Charola Unicel 8X8', quantity: '1', unit: 'pza', total: '215.00' },
    ]);
  });

  it('drops what OCR makes of dot leaders between a price and the amount', () => {
    const text = `ABARROTERA DEL CENTRO
15/03/2025
0102030 ACEITE MAIZ 12/1L
    2 CAJA x 410.00 .......e_e.eeeo. 820.00
0102031 SAL REFINADA 25/1KG
    1 BULTO x 215.00 ..e.<eess.. 215.00
TOTAL 1,035.00`;
    expect(lines(text).map(({ name, quantity, total }) => ({ name, quantity, total }))).toEqual([
      { name: 'Aceite Maiz 12/1L', quantity: '2', total: '820.00' },
      { name: 'Sal Refinada 25/1KG', quantity: '1', total: '215.00' },
    ]);
  });

  it("reads a US point of sale's month-first date when the day cannot be a month, and day first otherwise", () => {
    expect(parseReceipt('SMART MARKET TIJUANA\n04/23/25  10:02\nLIMES 2.00\nTOTAL 2.00').date).toBe('2025-04-23');
    expect(parseReceipt('ABARROTES LUPITA\n04/03/25\nLIMON 2.00\nTOTAL 2.00').date).toBe('2025-03-04');
  });

  it("reads a line whose lost points let price and quantity swap in the column order the receipt's other lines keep", () => {
    const text = `DISTRIBUIDORA EL PORVENIR
FECHA 12/03/2025
CODIGO DESCRIPCION COSTO PRECIO CANT IMPORTE
310022 FRIJOL PINTO 21.40 26.50 6 159.00
310045 ARROZ SUPER EXTRA 18.30 22.10 5 110.50
310078 JAMON DE PAVO 88.15 10450 1815 189.67
TOTAL 459.17`;
    expect(lines(text).map(({ name, quantity, unitPrice }) => [name, quantity, unitPrice])).toEqual([
      ['Frijol Pinto', '6', '26.50'],
      ['Arroz Super Extra', '5', '22.10'],
      ['Jamon de Pavo', '1.815', '104.50'],
    ]);
    // With no other line to say the order, the line is read by position, as before.
    const alone = `DISTRIBUIDORA EL PORVENIR
310078 JAMON DE PAVO 88.15 10450 1815 189.67
TOTAL 189.67`;
    expect(lines(alone).map(({ quantity, unitPrice }) => [quantity, unitPrice])).toEqual([['10.450', '18.15']]);
  });

  it('takes the amount of a line OCR could not read from what the TOTAL leaves, when its price makes it exactly', () => {
    const text = `ABARROTES SAN RAFAEL
FECHA 07/05/2025
FRIJOL PINTO 2 KG 31.50 63.00
ARROZ MORELOS 3 KG 28.40 9l3-UU
SAL DE MAR 1 PZA 14.00 14.00
TOTAL $162.20`;
    expect(lines(text).map(({ name, quantity, total }) => [name, quantity, total])).toEqual([
      ['Frijol Pinto', '2', '63.00'],
      ['Arroz Morelos', '3', '85.20'],
      ['Sal de Mar', '1', '14.00'],
    ]);
    // The count glued to its unit, the amount lost: the whole count the TOTAL gives, and the word off the name.
    const glued = `ABARROTES SAN RAFAEL
FRIJOL PINTO 2 KG 31.50 63.00
CHILE JALAPENO B8LATA 21.00 165UU -
TOTAL $231.00`;
    expect(lines(glued)[1]).toEqual({
      name: 'Chile Jalapeno',
      quantity: '8',
      unit: 'lata',
      unitPrice: '21.00',
      total: '168.00',
    });
  });

  it('leaves out a line whose amount is unread when the TOTAL cannot say it alone', () => {
    const two = `ABARROTES SAN RAFAEL
FRIJOL PINTO 2 KG 31.50 63.00
ARROZ MORELOS 3 KG 28.40 9l3-UU
AZUCAR 2 KG 26.00 5Z-UU
TOTAL $200.20`;
    expect(lines(two).map(({ name }) => name)).toEqual(['Frijol Pinto']);
    const off = `ABARROTES SAN RAFAEL
FRIJOL PINTO 2 KG 31.50 63.00
ARROZ MORELOS 3 KG 28.40 9l3-UU
TOTAL $150.00`;
    expect(lines(off).map(({ name }) => name)).toEqual(['Frijol Pinto']);
  });
});
