import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES, type ReceiptScan } from '@common/receipts';
import { applyInputOf, checkLineUnit, draftFromScan, draftLineTotal, guessSupplier } from './review-draft';

const P1 = '11111111-1111-4111-8111-111111111111';
const C1 = '22222222-2222-4222-8222-222222222222';
const C2 = '33333333-3333-4333-8333-333333333333';

const scan: ReceiptScan = {
  supplier: 'ABARROTES LA ESPERANZA SA DE CV',
  date: '2025-03-21',
  total: '86.63',
  text: '…',
  items: [
    {
      name: 'Jitomate Saladet',
      quantity: '1.250',
      unit: 'kg',
      unitPrice: '24.90',
      total: '31.13',
      confidence: 0.94,
      productId: P1,
    },
    {
      name: 'Lechuga Romana',
      quantity: '3',
      unit: 'pza',
      unitPrice: '18.50',
      total: '55.50',
      confidence: 0.5,
      productId: null,
    },
  ],
};
const contacts = [
  { id: C1, name: 'Central de Abastos' },
  { id: C2, name: 'Abarrotes La Esperanza' },
];

describe('receipt review draft', () => {
  it('starts with every line ticked, mapped as scanned, and the supplier whose name the receipt prints', () => {
    const draft = draftFromScan(scan, contacts);
    expect(draft.supplierId).toBe(C2);
    expect(draft.lines.map((line) => [line.included, line.productId])).toEqual([
      [true, P1],
      [true, ''],
    ]);
    expect(guessSupplier('DISTRIBUIDORA LOS ALTOS', contacts)).toBe('');
  });

  it('sends only the ticked lines, "Nuevo producto" as a null product', () => {
    const draft = draftFromScan(scan, contacts);
    draft.lines[0].included = false;
    expect(applyInputOf(draft)).toEqual({
      ok: true,
      input: {
        supplierId: C2,
        supplierName: scan.supplier,
        date: '2025-03-21',
        items: [{ name: 'Lechuga Romana', quantity: '3', unit: 'pza', unitPrice: '18.50', productId: null }],
      },
    });
  });

  it('says what is wrong before sending: nothing ticked, or an edited line that is not valid', () => {
    const draft = draftFromScan(scan, contacts);
    draft.lines[1].quantity = '0';
    expect(applyInputOf(draft)).toEqual({ ok: false, message: RECEIPT_MESSAGES.quantityPositive });
    draft.lines.forEach((line) => (line.included = false));
    expect(applyInputOf(draft)).toEqual({ ok: false, message: RECEIPT_MESSAGES.noItems });
  });

  it('recomputes a line total from the edited quantity and price', () => {
    expect(draftLineTotal({ quantity: '2,5', unitPrice: '10' })).toBe('25.00');
    expect(draftLineTotal({ quantity: 'dos', unitPrice: '10' })).toBeNull();
  });

  it('checks each line\'s unit against its product, as "Aplicar" converts it', () => {
    const tomato = { id: P1, name: 'Jitomate', unit: 'kg', packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }] };
    expect(checkLineUnit({ quantity: '2', unit: 'cajas' }, tomato)).toEqual({
      choice: 'Caja',
      error: null,
      gain: '50 kg',
    });
    expect(checkLineUnit({ quantity: '1,250', unit: 'kg' }, tomato)).toEqual({ choice: 'kg', error: null, gain: null });
    expect(checkLineUnit({ quantity: '500', unit: 'gr' }, tomato)).toMatchObject({ choice: 'g', gain: '500 g' });
    expect(checkLineUnit({ quantity: '3', unit: 'pza' }, tomato)).toEqual({
      choice: null,
      error: 'No se puede convertir pza a kg en «Jitomate»: agrega el peso por pieza del producto (1 pza ≈ … g)',
      gain: null,
    });
    const draft = draftFromScan(scan, contacts);
    draft.lines[0].unit = 'pza';
    expect(applyInputOf(draft, [tomato])).toEqual({
      ok: false,
      message:
        'Línea 1 («Jitomate Saladet»): No se puede convertir pza a kg en «Jitomate»: agrega el peso por pieza del producto (1 pza ≈ … g)',
    });
    draft.lines[0].unit = 'Caja';
    expect(applyInputOf(draft, [tomato]).ok).toBe(true);
  });
});
