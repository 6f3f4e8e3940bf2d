import { describe, expect, it } from 'vitest';
import { parseReceipt } from './parse-receipt';
import { lines } from './test-item-lines';

/** Receipts written by hand for each layout family Mexican purchases come on (not generator output). */
describe('parseReceipt: layout families', () => {
  it('two-line items: the name, then "cantidad x precio" and the amount (decimal commas, 4-decimal costs, EAN codes)', () => {
    const text = `TIENDA DE CONVENIENCIA EL SOL
FECHA 02/04/2025
COCA COLA 600ML
2 x 18.00          36.00
7501000111206 GALLETAS MARIAS 170G
3 x 14,50          43,50
SABRITAS ORIGINAL
2,000 x 21,0000    42,00
TOTAL             121.50`;
    expect(parseReceipt(text)).toMatchObject({
      supplier: 'TIENDA DE CONVENIENCIA EL SOL',
      date: '2025-04-02',
      total: '121.50',
    });
    expect(lines(text)).toEqual([
      { name: 'Coca Cola 600ML', quantity: '2', unit: 'pza', unitPrice: '18.00', total: '36.00' },
      { name: 'Galletas Marias 170G', quantity: '3', unit: 'pza', unitPrice: '14.50', total: '43.50' },
      { name: 'Sabritas Original', quantity: '2.000', unit: 'pza', unitPrice: '21.00', total: '42.00' },
    ]);
  });

  it('two-line items whose "x" or "@" OCR lost or read as a speck: the detail line still opens with the quantity', () => {
    const text = `CREMERIA SAN JUAN
FECHA 11/06/2025
7501030405060 QUESO PANELA
0.750 € 96.0000            72.00
CREMA ESPESA 1L
1.500 44.5000              66.75
JAMON DE PAVO
2 Q 61.0000               122.00
TOTAL                     260.75`;
    expect(lines(text)).toEqual([
      { name: 'Queso Panela', quantity: '0.750', unit: 'kg', unitPrice: '96.00', total: '72.00' },
      { name: 'Crema Espesa 1L', quantity: '1.500', unit: 'kg', unitPrice: '44.50', total: '66.75' },
      { name: 'Jamon de Pavo', quantity: '2', unit: 'pza', unitPrice: '61.00', total: '122.00' },
    ]);
  });

  it('two-line items of a store receiving ticket: code, quantity and unit cost above, name and amount below', () => {
    const text = `ABARROTES Y CREMERIA LUPITA
NOTA DE RECEPCION  15/05/2025
CODIGO        CANT   COSTO
DESCRIPCION           IMPORTE
7501055300075   2   18.50
COCA COLA 600ML            37.00
7501020515343   12  9.75
LECHE LALA 1LT            117.00
TOTAL                     154.00`;
    expect(lines(text)).toEqual([
      { name: 'Coca Cola 600ML', quantity: '2', unit: 'pza', unitPrice: '18.50', total: '37.00' },
      { name: 'Leche Lala 1LT', quantity: '12', unit: 'pza', unitPrice: '9.75', total: '117.00' },
    ]);
  });

  it('five-number column lines (code, cost, price, units, amount): the arithmetic picks quantity and price', () => {
    const text = `DISTRIBUIDORA DEL NORTE
DESCRIPCION          COSTO  PRECIO  UNIDADES  IMPORTE
7501234567890 ACEITE 1-2-3 1LT  38.10  42.50  6  255.00
FRIJOL NEGRO 1KG        28.00  31.90  10  319.00
TOTAL 574.00`;
    expect(lines(text)).toEqual([
      { name: 'Aceite 1-2-3 1LT', quantity: '6', unit: 'pza', unitPrice: '42.50', total: '255.00' },
      { name: 'Frijol Negro 1KG', quantity: '10', unit: 'pza', unitPrice: '31.90', total: '319.00' },
    ]);
  });

  it('one line per item with the quantity after the name, with or without a unit', () => {
    const text = `FRUTERIA LA HUERTA
JITOMATE SALADET 1.250 KG 24.90 31.13
LECHUGA ROMANA 3 PZA 18.50 55.50
CEBOLLA BLANCA 2 20.00 40.00
TOTAL 126.63`;
    expect(lines(text)).toEqual([
      { name: 'Jitomate Saladet', quantity: '1.250', unit: 'kg', unitPrice: '24.90', total: '31.13' },
      { name: 'Lechuga Romana', quantity: '3', unit: 'pza', unitPrice: '18.50', total: '55.50' },
      { name: 'Cebolla Blanca', quantity: '2', unit: 'pza', unitPrice: '20.00', total: '40.00' },
    ]);
  });

  it('decimal commas and thousands points ("1.250,50")', () => {
    expect(lines('2 CAJA HUEVO BLANCO 625,25 1.250,50\nTOTAL 1.250,50')).toEqual([
      { name: 'Huevo Blanco', quantity: '2', unit: 'caja', unitPrice: '625.25', total: '1250.50' },
    ]);
  });

  it('a handwritten note from the central de abastos: pesos without cents, lower case, the date not taken for a line', () => {
    const text = `Central de Abastos Bodega 23
12 may 2025
3 cj jitomate 450 1350
2 costal cebolla 380 760
5 kg limon 32 160
total 2270`;
    expect(parseReceipt(text)).toMatchObject({ date: '2025-05-12', total: '2270.00' });
    expect(lines(text)).toEqual([
      { name: 'jitomate', quantity: '3', unit: 'caja', unitPrice: '450.00', total: '1350.00' },
      { name: 'cebolla', quantity: '2', unit: 'costal', unitPrice: '380.00', total: '760.00' },
      { name: 'limon', quantity: '5', unit: 'kg', unitPrice: '32.00', total: '160.00' },
    ]);
  });

  it('weighed items: "1.250 kg @ 24.90/kg" under the name and its amount, or with the amount on the detail line', () => {
    const text = `SUPERMERCADO LA PRIMAVERA
JITOMATE SALADET       2000000012345   31.13 A
  1.250 kg @ 24.90 /kg
PECHUGA DE POLLO
  1.532 KG @ $119.00/KG         182.31
0.850 CEBOLLA BLANCA KG          22.02
TOTAL                           235.46`;
    expect(lines(text)).toEqual([
      { name: 'Jitomate Saladet', quantity: '1.250', unit: 'kg', unitPrice: '24.90', total: '31.13' },
      { name: 'Pechuga de Pollo', quantity: '1.532', unit: 'kg', unitPrice: '119.00', total: '182.31' },
      { name: 'Cebolla Blanca', quantity: '0.850', unit: 'kg', unitPrice: '25.91', total: '22.02' },
    ]);
  });

  it('a size printed after the name keeps its letters ("560G" is not a number)', () => {
    expect(lines('ABARROTES LUNA\n3 FRIJOL LA COSTEÑA 560G   66.00\nTOTAL 66.00')).toEqual([
      { name: 'Frijol la Costeña 560G', quantity: '3', unit: 'pza', unitPrice: '22.00', total: '66.00' },
    ]);
  });

  it('a warehouse club: a department letter before the item number, a discount line that the total already takes off', () => {
    const text = `SAM'S CLUB
E  981234  MM ACEITE CANOLA 3L   189.00
E  556677  MM ATUN AGUA 12PK     279.00 T
   2 @ 139.50
   DESCUENTO                     -20.00
TOTAL                            448.00`;
    expect(parseReceipt(text).total).toBe('448.00');
    expect(lines(text)).toEqual([
      { name: 'Mm Aceite Canola 3L', quantity: '1', unit: 'pza', unitPrice: '189.00', total: '189.00' },
      { name: 'Mm Atun Agua 12PK', quantity: '2', unit: 'pza', unitPrice: '139.50', total: '279.00' },
    ]);
  });

  it('a convenience store: a name that opens like a unit ("1 COCA COLA") and package sizes ("120G") stay in the name', () => {
    const text = `TIENDA 5678 CENTRO
1 COCA COLA 600 ML             18.00
7501000111206 NESCAFE CLASICO 120G   1   89.00   89.00
TOTAL                         107.00`;
    expect(lines(text)).toEqual([
      { name: 'Coca Cola 600 Ml', quantity: '1', unit: 'pza', unitPrice: '18.00', total: '18.00' },
      { name: 'Nescafe Clasico 120G', quantity: '1', unit: 'pza', unitPrice: '89.00', total: '89.00' },
    ]);
  });

  it("a printed CFDI: the SAT's unit codes, the issuer after its label, the stamp's date", () => {
    const text = `FACTURA
Emisor: DISTRIBUIDORA DE LACTEOS DEL CENTRO SA DE CV
Fecha: 2025-04-11T10:22:31
Cantidad Unidad Clave Descripción Valor unitario Importe
10.00 H87 50131700 QUESO OAXACA 1 KG 118.50 1,185.00
5.00 KGM 50131800 CREMA ACIDA 45.00 225.00
Subtotal 1,410.00
Total 1,410.00`;
    expect(parseReceipt(text)).toMatchObject({
      supplier: 'DISTRIBUIDORA DE LACTEOS DEL CENTRO SA DE CV',
      date: '2025-04-11',
      total: '1410.00',
    });
    expect(lines(text)).toEqual([
      { name: 'Queso Oaxaca 1 Kg', quantity: '10.00', unit: 'pza', unitPrice: '118.50', total: '1185.00' },
      { name: 'Crema Acida', quantity: '5.00', unit: 'kg', unitPrice: '45.00', total: '225.00' },
    ]);
  });

  it('a printed CFDI whose concepts are blocks of labelled fields, under a two-column header', () => {
    const text = `PRODUCTOS FRESCOS DEL CAMPO SA DE CV                                  FACTURA
RFC: PFC140827UJ0                                          Fecha de emisión: 2025-10-08T06:30:15
CONCEPTOS
1. Clave ProdServ: 50405803   Clave Unidad: XBX (Caja)   Cantidad: 4   No. Identificación: JS-22
   JITOMATE SALADET CAJA 22 KG
   Valor unitario: 410.00   Importe: 1,640.00   Objeto impuesto: 02 - Sí objeto de impuesto
   Traslados: IVA Tasa 0.000000 Base 1,640.00 Importe 0.00
2. Clave ProdServ: 50301700   Clave Unidad: KGM (Kilogramo)   Cantidad: 18.500
   AGUACATE HASS
   Valor unitario: 56.00   Importe: 1,036.00   Objeto impuesto: 02 - Sí objeto de impuesto
Total: $ 2,676.00`;
    expect(parseReceipt(text)).toMatchObject({
      supplier: 'PRODUCTOS FRESCOS DEL CAMPO SA DE CV',
      date: '2025-10-08',
      total: '2676.00',
    });
    expect(lines(text)).toEqual([
      { name: 'Jitomate Saladet Caja 22 Kg', quantity: '4', unit: 'caja', unitPrice: '410.00', total: '1640.00' },
      { name: 'Aguacate Hass', quantity: '18.500', unit: 'kg', unitPrice: '56.00', total: '1036.00' },
    ]);
  });

  it('a route ticket: the code before the name, the quantity on the name line or on the numbers below', () => {
    const text = `BIMBO S.A. DE C.V.
JUL 19 2025
0131 PAN BLANCO GDE 680G
       4     48.00      192.00
3    CJA COCA-COLA 500ML RET C/24
                                289.00    867.00
TOTAL                          1,059.00`;
    expect(parseReceipt(text).date).toBe('2025-07-19');
    expect(lines(text)).toEqual([
      { name: 'Pan Blanco Gde 680G', quantity: '4', unit: 'pza', unitPrice: '48.00', total: '192.00' },
      { name: 'Coca-cola 500ML Ret C/24', quantity: '3', unit: 'caja', unitPrice: '289.00', total: '867.00' },
    ]);
  });

  it('boxes and kilos before the name: the kilos are the quantity when they give the amount', () => {
    const text = `AVICOLA LOS ALTOS
CAJAS   PESO KG  PRODUCTO                        $/KG      IMPORTE
    3     62.40  POLLO ENTERO S/VISCERAS        54.50     3,400.80
    -      5.20  MOLLEJA                        45.00       234.00
TOTAL A PAGAR:  $ 3,634.80`;
    expect(lines(text)).toEqual([
      { name: 'Pollo Entero S/visceras', quantity: '62.40', unit: 'pza', unitPrice: '54.50', total: '3400.80' },
      { name: 'Molleja', quantity: '5.20', unit: 'pza', unitPrice: '45.00', total: '234.00' },
    ]);
  });

  it('a market note in whole pesos: "aguacate hass 8 kg x 58 = 464"', () => {
    const text = `FRUTAS Y LEGUMBRES HNOS. RAMIREZ
aguacate hass    8 kg     x   58 =         464
chile guajillo      3.000 kg    145      435
total                                      899`;
    expect(lines(text)).toEqual([
      { name: 'aguacate hass', quantity: '8', unit: 'kg', unitPrice: '58.00', total: '464.00' },
      { name: 'chile guajillo', quantity: '3.000', unit: 'kg', unitPrice: '145.00', total: '435.00' },
    ]);
  });

  it('a ticket that prints "5 @ 15.00" above each amount: a line with none does not take the one below it', () => {
    const text = `WALDO'S
 5 @ 15.00
BOLSA P/BASURA 10PZ              75.00 T
JERGA                            18.00 T
 2 @ 35.00
GUANTE LATEX T/M                 70.00 T
TOTAL                           163.00`;
    expect(lines(text).map(({ name, quantity, total }) => [name, quantity, total])).toEqual([
      ['Bolsa P/basura 10PZ', '5', '75.00'],
      ['Jerga', '1', '18.00'],
      ['Guante Latex T/m', '2', '70.00'],
    ]);
  });

  it('an invoice whose descriptions wrap onto a second line, and labelled blocks with six decimals', () => {
    const wrapped = `DISTRIBUIDORA DE BEBIDAS LA FUENTE SA DE CV
Cant     Unid  Clave SAT  Descripción                      P. Unitario      Importe
6.00     XBX   50202301   AGUA MINERAL TOPO CHICO               312.50     1,875.00
                          355 ML VIDRIO C/24
12.00    H87   50202301   AGUA PURIFICADA ELECTROPURA            34.00       408.00
                          GARRAFON 20 L (RELLENO)
Total     2,283.00`;
    expect(lines(wrapped).map((item) => item.name)).toEqual([
      'Agua Mineral Topo Chico 355 Ml Vidrio C/24',
      'Agua Purificada Electro Pura Garrafon 20 L (relleno)',
    ]);
    const blocks = `[1] No. Identificación: 7501017362064
    Descripción: PAPEL HIGIENICO JUMBO INSTITUCIONAL 6 ROLLOS
    Cantidad: 3.000000   Unidad: XPK Paquete   Clave SAT: 14111704
    Precio unitario: $287.931034   Importe: $863.79
Total: $863.79`;
    expect(lines(blocks)).toEqual([
      {
        name: 'Papel Higienico Jumbo Institucional 6 Rollos',
        quantity: '3.000',
        unit: 'paq',
        unitPrice: '287.93',
        total: '863.79',
      },
    ]);
  });

  it("a wholesaler's item number, pack column and lot; a route's count after the name; an online order's x2", () => {
    const text = `ABASTECEDORA GASTRONOMICA DEL BAJIO
4587123       2  CJ  6/1 GAL     ACEITE SOYA CLARO FRITURA              1,389.00       2,778.00    0
10231  DIEZMILLO DE RES S/H           L250203-07        3      68.420    178.50       12,212.97
       Pesos por caja: 22.860 / 22.340 / 23.220
2011 GANSITO 50G      10   19.00    190.00
COCA-COLA 500 ML VR 24            3  268.00    804.00
 12 x TAKIS FUEGO 70G       @17.50  210.00
Aguacate Hass 1 kg x3                    $239.70
Plátano Tabasco x1.240 kg                 $30.88
PLU 012 ARRACHERA MARINADA   2.345 kg   329.00   771.51
Costo de envío                            $29.00
TOTAL  $19,307.40`;
    expect(lines(text).map(({ name, quantity, unit, total }) => [name, quantity, unit, total])).toEqual([
      ['Aceite Soya Claro Fritura', '2', 'caja', '2778.00'],
      ['Diezmillo de Res S/h', '68.420', 'pza', '12212.97'],
      ['Gansito 50G', '10', 'pza', '190.00'],
      ['Coca-cola 500 Ml Vr 24', '3', 'pza', '804.00'],
      ['Takis Fuego 70G', '12', 'pza', '210.00'],
      ['Aguacate Hass 1 kg', '3', 'pza', '239.70'],
      ['Plátano Tabasco', '1.240', 'kg', '30.88'],
      ['Arrachera Marinada', '2.345', 'kg', '771.51'],
    ]);
  });

  it('an address or a phone number with whole numbers is not a line', () => {
    expect(
      lines('MERCADO SAN JUAN\n1 LOCAL 45\nAV JUAREZ 123\n2 PZA PAN 8.00 16.00\nTOTAL 16.00').map((item) => item.name),
    ).toEqual(['Pan']);
  });
});
