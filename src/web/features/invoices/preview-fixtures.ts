import type { InvoicePreview, InvoicePreviewLine, InvoiceTax } from '@common/invoices';
import type { ProductListItem } from '@common/inventory';

/** Previews and products as the API answers them, for the component tests of /facturas. */

export const product = (
  id: string,
  name: string,
  unit: string,
  patch: Partial<ProductListItem> = {},
): ProductListItem => ({
  id,
  name,
  unit,
  currentPrice: '20.00',
  stockQuantity: '5.000',
  minStockQuantity: '10.000',
  supplierId: null,
  supplierName: null,
  category: null,
  densityKgPerL: null,
  pieceWeightG: null,
  yieldPercent: '100.00',
  iva: null,
  iepsKind: null,
  iepsValue: null,
  packs: [],
  ...patch,
});

export const TOMATO = product('0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11', 'Jitomate saladet', 'kg');
export const TOMATO_LB = product('1c7a4d2f-8e3b-4f4c-8d2e-3b6f9a0c1d22', 'Jitomate importado', 'lb');
export const CUP = product('2d8b5e3a-9f4c-4a5d-9e3f-4c7a0b1d2e33', 'Vaso desechable 16 oz', 'pza', {
  packs: [{ name: 'Caja grande', quantity: '1000', unit: 'pza' }],
});

const iva = (base: string, rate: string, amount: string): InvoiceTax => ({
  tax: 'IVA',
  factor: 'Tasa',
  rate,
  base,
  amount,
  withheld: false,
});

const line = (patch: Partial<InvoicePreviewLine>): InvoicePreviewLine => ({
  description: 'LINEA',
  productCode: '50405700',
  supplierCode: null,
  quantity: '1',
  unitCode: 'H87',
  unit: 'Pieza',
  unitPrice: '1.00',
  discount: '0',
  amount: '1.00',
  taxes: [],
  productId: null,
  productName: null,
  productUnit: null,
  stockQuantity: null,
  unitCost: null,
  unitError: null,
  learned: false,
  ...patch,
});

const CUP_ERROR =
  'No se puede convertir caja a pza en «Vaso desechable 16 oz»: agrega una presentación de compra que diga cuánto trae (por ejemplo «Caja 25 kg») y el peso por pieza del producto (1 pza ≈ … g)';

export function previewOf(patch: Partial<InvoicePreview> = {}): InvoicePreview {
  return {
    uuid: 'A8C2E4F6-1B3D-4F5A-9C7E-0D2B4F6A8C01',
    version: '4.0',
    type: 'I',
    relation: null,
    series: 'F',
    folio: '88',
    date: '2026-03-12T17:40:11',
    issuer: { rfc: 'AMB0507224Q3', name: 'ABARROTES MAYORISTAS DEL BAJIO' },
    receiver: { rfc: 'TEF150101AB1', name: 'TAQUERIA EL FOGON' },
    currency: 'MXN',
    exchangeRate: '1',
    subtotal: '2140.00',
    discount: '0',
    total: '2402.40',
    registeredAt: null,
    supplierId: null,
    creditsIva: false,
    lines: [
      line({
        description: 'JITOMATE SALADET PRIMERA',
        supplierCode: 'JIT-SAL',
        quantity: '25.000',
        unitCode: 'KGM',
        unit: 'Kilogramo',
        unitPrice: '20.00',
        amount: '500.00',
        taxes: [iva('500.00', '0.000000', '0.00')],
        productId: TOMATO.id,
        productName: TOMATO.name,
        productUnit: 'kg',
        stockQuantity: '25.000',
        unitCost: '20.00',
        learned: true,
      }),
      line({
        description: 'VASO DESECHABLE 16 OZ CAJA CON 1000',
        supplierCode: 'VAS-16',
        quantity: '2',
        unitCode: 'XBX',
        unit: 'Caja',
        unitPrice: '650.00',
        amount: '1300.00',
        taxes: [iva('1300.00', '0.160000', '208.00')],
        productId: CUP.id,
        productName: CUP.name,
        productUnit: 'pza',
        unitError: CUP_ERROR,
      }),
      line({
        description: 'SERVILLETA DE PAPEL PAQUETE CON 500',
        quantity: '4',
        unitCode: 'XPK',
        unit: 'Paquete',
        unitPrice: '85.00',
        amount: '340.00',
        taxes: [iva('340.00', '0.160000', '54.40')],
      }),
    ],
    ...patch,
  };
}
