import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLY_INVOICE_MESSAGES, DUPLICATE_INVOICE_CODE } from '@common/invoices';
import { renderWithApp, stubApi } from '@web/test/render';
import { InvoiceReview } from './invoice-review';
import { CUP, previewOf, TOMATO, TOMATO_LB } from './preview-fixtures';

afterEach(() => void vi.unstubAllGlobals());

const products = [TOMATO, TOMATO_LB, CUP];
const applied = {
  message: APPLY_INVOICE_MESSAGES.applied,
  detail: '2 productos actualizados, 1 producto nuevo, 1 alerta de precio',
  invoiceId: '5d3a1f0e-7b2c-4e9a-8c61-2f4b7a9d0e13',
  updated: 2,
  created: 1,
  skipped: 0,
  priceAlerts: 1,
};
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.method === 'POST');
const figuresOf = (description: RegExp) => screen.getByRole('row', { name: description });

describe('InvoiceReview', () => {
  it('shows the header, each line as invoiced with its taxes, the matched product and what it adds', () => {
    stubApi({});
    renderWithApp(
      <InvoiceReview
        invoice={previewOf({ currency: 'USD', exchangeRate: '17.250000', registeredAt: '2026-03-14T18:00:00.000Z' })}
        products={products}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ABARROTES MAYORISTAS DEL BAJIO' })).toBeTruthy();
    expect(screen.getByText('RFC AMB0507224Q3 · Folio F-88 · 12 mar 2026 · Total $2,402.40 USD')).toBeTruthy();
    expect(screen.getByText('USD · Tipo de cambio 17.25')).toBeTruthy();
    expect(screen.getByText('Ya registrada el 14 de marzo de 2026')).toBeTruthy();

    const tomato = figuresOf(/JITOMATE SALADET PRIMERA/);
    expect(within(tomato).getByText('recordado')).toBeTruthy();
    expect(within(tomato).getByText('IVA 0%: $0.00 USD')).toBeTruthy();
    expect((within(tomato).getByLabelText('Producto para JITOMATE SALADET PRIMERA') as HTMLSelectElement).value).toBe(
      TOMATO.id,
    );
    expect(within(tomato).getByText('+25 kg')).toBeTruthy();
    expect(within(tomato).getByText('$20.00 por kg con IVA')).toBeTruthy();
    // Not matched: nothing chosen until the user says what it is.
    const napkins = screen.getByLabelText('Producto para SERVILLETA DE PAPEL PAQUETE CON 500') as HTMLSelectElement;
    expect(napkins.value).toBe('');
  });

  it('recomputes a line mapped to another product, and sends one entry per line in order', async () => {
    const calls = stubApi({ 'POST /api/invoices/cfdi/apply': { status: 200, body: applied } });
    const onRegistered = vi.fn();
    renderWithApp(<InvoiceReview invoice={previewOf()} products={products} onRegistered={onRegistered} />);
    const register = screen.getByRole('button', { name: 'Registrar factura' });

    await userEvent.click(register);
    expect(screen.getByRole('alert').textContent).toBe(APPLY_INVOICE_MESSAGES.productRequired);
    expect(posts(calls)).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Producto para JITOMATE SALADET PRIMERA'), TOMATO_LB.id);
    const tomato = figuresOf(/JITOMATE SALADET PRIMERA/);
    expect(within(tomato).queryByText('recordado')).toBeNull();
    expect(within(tomato).getByText('+55.116 lb')).toBeTruthy();
    expect(within(tomato).getByText('$9.07 por lb con IVA')).toBeTruthy();

    await userEvent.selectOptions(
      screen.getByLabelText('Producto para SERVILLETA DE PAPEL PAQUETE CON 500'),
      'Nuevo producto',
    );
    const name = screen.getByLabelText('Nombre del producto nuevo para SERVILLETA DE PAPEL PAQUETE CON 500');
    await userEvent.clear(name);
    await userEvent.type(name, 'Servilleta');
    await userEvent.selectOptions(screen.getByLabelText('Producto para VASO DESECHABLE 16 OZ CAJA CON 1000'), 'Omitir');
    await userEvent.click(register);

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/invoices/cfdi/apply',
        body: {
          uuid: previewOf().uuid,
          lines: [
            { action: 'product', productId: TOMATO_LB.id, unit: 'Kilogramo' },
            { action: 'skip' },
            { action: 'new', name: 'Servilleta' },
          ],
        },
      },
    ]);
    expect(await screen.findByText(applied.detail, { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(applied.detail);
    expect(screen.queryByRole('button', { name: 'Registrar factura' })).toBeNull();
  });

  it("offers the product's packs when the invoiced unit does not convert, and says what to add until one is chosen", async () => {
    const calls = stubApi({ 'POST /api/invoices/cfdi/apply': { status: 200, body: applied } });
    renderWithApp(<InvoiceReview invoice={previewOf()} products={products} />);
    const cups = figuresOf(/VASO DESECHABLE/);
    const unit = within(cups).getByLabelText('Unidad de VASO DESECHABLE 16 OZ CAJA CON 1000') as HTMLSelectElement;
    expect([...unit.options].map((option) => option.text)).toEqual([
      'Caja (como viene en la factura)',
      'Caja grande de 1,000 pzas',
      'pza',
    ]);
    const error = previewOf().lines[1].unitError!;
    expect(within(cups).getByText(error)).toBeTruthy();
    expect(unit.getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Producto para SERVILLETA DE PAPEL PAQUETE CON 500'), 'Omitir');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar factura' }));
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(posts(calls)).toEqual([]);

    await userEvent.selectOptions(unit, 'Caja grande');
    expect(within(cups).queryByText(error)).toBeNull();
    expect(within(cups).getByText('+2,000 pzas')).toBeTruthy();
    // (1,300.00 + 208.00 IVA) ÷ 2,000: the cost "Registrar" sets while IVA is not credited.
    expect(within(cups).getByText('$0.75 por pza con IVA')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar factura' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect((posts(calls)[0].body as { lines: unknown[] }).lines[1]).toEqual({
      action: 'product',
      productId: CUP.id,
      unit: 'Caja grande',
    });
  });

  it('costs without IVA when the restaurant credits it', async () => {
    stubApi({});
    renderWithApp(<InvoiceReview invoice={previewOf({ creditsIva: true })} products={products} />);
    const cups = figuresOf(/VASO DESECHABLE/);
    await userEvent.selectOptions(
      within(cups).getByLabelText('Unidad de VASO DESECHABLE 16 OZ CAJA CON 1000'),
      'Caja grande',
    );
    expect(within(cups).getByText('$0.65 por pza sin IVA')).toBeTruthy();
  });

  it('offers no new product on a credit note, and says its lines do not change stock unless goods were returned', () => {
    stubApi({});
    const { unmount } = renderWithApp(
      <InvoiceReview invoice={previewOf({ type: 'E', relation: '01' })} products={products} />,
    );
    expect(screen.getByText('Nota de crédito')).toBeTruthy();
    const napkins = screen.getByLabelText('Producto para SERVILLETA DE PAPEL PAQUETE CON 500') as HTMLSelectElement;
    expect([...napkins.options].map((option) => option.text)).not.toContain('Nuevo producto');
    expect(within(figuresOf(/JITOMATE SALADET/)).getByText('Nota de crédito: no cambia el stock')).toBeTruthy();
    unmount();
    renderWithApp(<InvoiceReview invoice={previewOf({ type: 'E', relation: '03' })} products={products} />);
    expect(within(figuresOf(/JITOMATE SALADET/)).getByText('−25 kg')).toBeTruthy();
  });

  it("shows the server's duplicate message in place, and keeps the review", async () => {
    const message = 'Esta factura ya fue registrada el 14 mar 2026';
    stubApi({
      'POST /api/invoices/cfdi/apply': { status: 409, body: { error: { code: DUPLICATE_INVOICE_CODE, message } } },
    });
    renderWithApp(<InvoiceReview invoice={previewOf()} products={products} />);
    await userEvent.selectOptions(screen.getByLabelText('Producto para SERVILLETA DE PAPEL PAQUETE CON 500'), 'Omitir');
    await userEvent.selectOptions(screen.getByLabelText('Producto para VASO DESECHABLE 16 OZ CAJA CON 1000'), 'Omitir');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar factura' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Registrar factura' })).toBeTruthy();
  });
});
