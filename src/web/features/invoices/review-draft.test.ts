import { describe, expect, it } from 'vitest';
import { APPLY_INVOICE_MESSAGES } from '@common/invoices';
import { CUP, previewOf, TOMATO } from './preview-fixtures';
import { applyInputOf, draftOf, lineFigures, NEW_PRODUCT, SKIP_LINE, unitChoices } from './review-draft';

const invoice = previewOf();
const none = () => null;

describe('invoice review draft', () => {
  it('starts from the preview: matched lines on their product, the others waiting for a choice', () => {
    expect(draftOf(invoice).map((line) => [line.target, line.unit])).toEqual([
      [TOMATO.id, 'Kilogramo'],
      [CUP.id, 'Caja'],
      ['', 'Paquete'],
    ]);
    expect(draftOf(previewOf({ lines: [{ ...invoice.lines[2], description: 'X'.repeat(300) }] }))[0].name).toHaveLength(
      200,
    );
  });

  it("keeps the preview's figures for its own match and computes any other product or unit", () => {
    const [tomato, cups] = invoice.lines;
    expect(lineFigures(invoice, tomato, TOMATO.id, 'Kilogramo', undefined)).toEqual({
      ok: true,
      stockQuantity: '25.000',
      unitCost: '20.00',
      productUnit: 'kg',
    });
    expect(lineFigures(invoice, cups, CUP.id, 'Caja', CUP)).toEqual({ ok: false, message: cups.unitError });
    expect(lineFigures(invoice, cups, CUP.id, 'Caja grande', CUP)).toEqual({
      ok: true,
      stockQuantity: '2000.000',
      // (1,300.00 + 208.00 IVA) ÷ 2,000, as "Registrar" sets it while IVA is not credited; without it once credited.
      unitCost: '0.75',
      productUnit: 'pza',
    });
    expect(lineFigures({ ...invoice, creditsIva: true }, cups, CUP.id, 'Caja grande', CUP)).toMatchObject({
      unitCost: '0.65',
    });
    expect(lineFigures(invoice, cups, 'otro', 'Caja', undefined)).toBeNull();
    expect(unitChoices(cups, CUP)).toEqual(['Caja', 'Caja grande', 'pza']);
  });

  it('names a new product only when the user changed the name, and refuses an invoice with every line skipped', () => {
    const lines = draftOf(invoice).map((line) => ({ ...line, target: NEW_PRODUCT }));
    lines[1].name = '  Vasos 16 oz ';
    expect(applyInputOf(invoice, lines, none)).toEqual({
      ok: true,
      input: {
        uuid: invoice.uuid,
        lines: [{ action: 'new' }, { action: 'new', name: 'Vasos 16 oz' }, { action: 'new' }],
      },
    });
    const skipped = lines.map((line) => ({ ...line, target: SKIP_LINE }));
    expect(applyInputOf(invoice, skipped, none)).toEqual({ ok: false, message: APPLY_INVOICE_MESSAGES.nothingToApply });
  });
});
