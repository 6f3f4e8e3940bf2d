import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_MESSAGES, MAX_INVOICES_PER_UPLOAD } from '@common/invoices';
import { renderWithApp, stubApi } from '@web/test/render';
import { InvoicesPage } from './invoices-page';
import { CUP, previewOf, TOMATO } from './preview-fixtures';

afterEach(() => void vi.unstubAllGlobals());

const xml = (name: string) => new File(['<cfdi:Comprobante/>'], name, { type: 'text/xml' });
const month = {
  month: '2026-03',
  invoices: [],
  totals: { count: 0, subtotal: '0', discount: '0', iva: '0', ieps: '0', total: '0' },
};

describe('InvoicesPage', () => {
  it("sends every chosen file and shows each one's invoice or its Spanish error", async () => {
    const calls = stubApi({
      'GET /api/products': { status: 200, body: { items: [TOMATO, CUP], total: 2 } },
      'GET /api/invoices': { status: 200, body: month },
      'POST /api/invoices/cfdi/preview': {
        status: 200,
        body: {
          files: [
            { fileName: 'bajio.xml', invoice: previewOf(), error: null },
            {
              fileName: 'pago.xml',
              invoice: null,
              error: { code: 'payment', message: INVOICE_MESSAGES.payment },
            },
          ],
        },
      },
    });
    renderWithApp(<InvoicesPage />);
    const input = screen.getByLabelText('Archivos XML o ZIP') as HTMLInputElement;
    expect(input.accept).toBe('.xml,.zip,application/xml,text/xml,application/zip');
    expect(input.multiple).toBe(true);

    await userEvent.upload(input, [xml('bajio.xml'), xml('pago.xml')]);
    expect(await screen.findByRole('heading', { name: 'ABARROTES MAYORISTAS DEL BAJIO' })).toBeTruthy();
    const failed = screen.getByRole('heading', { name: 'pago.xml' }).parentElement!;
    expect(within(failed).getByRole('alert').textContent).toBe(INVOICE_MESSAGES.payment);

    const sent = calls.find((call) => call.path === '/api/invoices/cfdi/preview')!.body as FormData;
    expect(sent.getAll('file').map((file) => (file as File).name)).toEqual(['bajio.xml', 'pago.xml']);
  });

  it('refuses too many files before sending them, and shows a refused upload in place', async () => {
    const calls = stubApi({
      'GET /api/products': { status: 200, body: { items: [], total: 0 } },
      'GET /api/invoices': { status: 200, body: month },
      'POST /api/invoices/cfdi/preview': {
        status: 400,
        body: { error: { code: 'bad_request', message: INVOICE_MESSAGES.fileRequired } },
      },
    });
    renderWithApp(<InvoicesPage />);
    const input = screen.getByLabelText('Archivos XML o ZIP');
    const many = Array.from({ length: MAX_INVOICES_PER_UPLOAD + 1 }, (_, index) => xml(`f${index}.xml`));
    await userEvent.upload(input, many);
    expect(screen.getByRole('alert').textContent).toBe(INVOICE_MESSAGES.tooManyFiles(MAX_INVOICES_PER_UPLOAD));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.upload(input, [xml('vacio.xml')]);
    expect((await screen.findByRole('alert')).textContent).toBe(INVOICE_MESSAGES.fileRequired);
  });
});
