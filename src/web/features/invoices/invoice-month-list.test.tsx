import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceMonth, InvoiceSummary } from '@common/invoices';
import { renderWithApp, stubApi } from '@web/test/render';
import { InvoiceMonthList } from './invoice-month-list';

afterEach(() => void vi.unstubAllGlobals());

const summary = (patch: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: '5d3a1f0e-7b2c-4e9a-8c61-2f4b7a9d0e13',
  uuid: 'A8C2E4F6-1B3D-4F5A-9C7E-0D2B4F6A8C01',
  type: 'I',
  series: 'F',
  folio: '88',
  issueDate: '2026-03-12T17:40:11',
  issuerRfc: 'AMB0507224Q3',
  issuerName: 'ABARROTES MAYORISTAS DEL BAJIO',
  currency: 'MXN',
  subtotal: '1640.00',
  discount: '0.00',
  iva: '262.40',
  ieps: '0.00',
  total: '1902.40',
  registeredAt: '2026-03-14T18:00:00.000Z',
  ...patch,
});

const march: InvoiceMonth = {
  month: '2026-03',
  invoices: [
    summary({}),
    summary({
      id: '6e4b2a1f-8c3d-4f0b-9d72-3a5c8b0e1f24',
      uuid: '3F9B7D51-C2A4-4E86-B1D3-95E7A0C2F468',
      series: 'EV',
      folio: '30117',
      issueDate: '2026-03-18T11:02:45',
      issuerRfc: 'EVA020304HJ1',
      issuerName: 'EMBOTELLADORA DEL VALLE',
      subtotal: '912.00',
      iva: '168.76',
      ieps: '142.78',
      total: '1223.54',
    }),
  ],
  totals: { count: 2, subtotal: '2552.00', discount: '0.00', iva: '431.16', ieps: '142.78', total: '3125.94' },
};
const empty: InvoiceMonth = {
  month: '2026-02',
  invoices: [],
  totals: { count: 0, subtotal: '0.00', discount: '0.00', iva: '0.00', ieps: '0.00', total: '0.00' },
};

const requestedMonths = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/invoices?'))
    .map((url) => new URLSearchParams(url.split('?')[1]).get('month'));

describe('InvoiceMonthList', () => {
  it("lists the month's invoices with their taxes and links, and the month's IVA and IEPS", async () => {
    stubApi({ 'GET /api/invoices': { status: 200, body: march } });
    renderWithApp(<InvoiceMonthList month="2026-03" onMonthChange={() => {}} />);

    const totals = await screen.findByLabelText('Totales de marzo de 2026');
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(figure('IVA acreditable del mes')).toBe('$431.16');
    expect(figure('IEPS del mes')).toBe('$142.78');
    expect(figure('Total')).toBe('$3,125.94');
    expect(figure('Facturas')).toBe('2');

    const rows = screen.getAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    const drinks = rows[1];
    expect(within(drinks).getByText('EMBOTELLADORA DEL VALLE')).toBeTruthy();
    expect(within(drinks).getByText('EV-30117')).toBeTruthy();
    expect(within(drinks).getByText('18 mar 2026')).toBeTruthy();
    // The UUID is cut on screen but whole in the text and the tooltip.
    const uuid = within(drinks).getByTitle('3F9B7D51-C2A4-4E86-B1D3-95E7A0C2F468');
    expect(uuid.textContent).toBe('3F9B7D51-C2A4-4E86-B1D3-95E7A0C2F468');
    expect(within(drinks).getByText('$168.76')).toBeTruthy();
    expect(within(drinks).getByText('$142.78')).toBeTruthy();
    expect(
      within(drinks)
        .getByRole('link', { name: 'XML de la factura EV-30117 de EMBOTELLADORA DEL VALLE' })
        .getAttribute('href'),
    ).toBe('/api/invoices/6e4b2a1f-8c3d-4f0b-9d72-3a5c8b0e1f24/xml');
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/invoices/export.csv?month=2026-03',
    );
    expect(requestedMonths()).toEqual(['2026-03']);
  });

  it('shows a credit note as one, subtracting', async () => {
    const note = summary({ type: 'E', subtotal: '100.00', iva: '16.00', total: '116.00' });
    stubApi({ 'GET /api/invoices': { status: 200, body: { ...march, invoices: [note] } } });
    renderWithApp(<InvoiceMonthList month="2026-03" onMonthChange={() => {}} />);
    const [row] = await screen.findAllByTestId('invoice-row');
    expect(within(row).getByText('Nota de crédito')).toBeTruthy();
    expect(within(row).getByText('-$116.00')).toBeTruthy();
    expect(within(row).getByText('-$16.00')).toBeTruthy();
  });

  it('offers the months in Spanish, asks for the one picked, and says when a month has none', async () => {
    stubApi({ 'GET /api/invoices': { status: 200, body: empty } });
    const onMonthChange = vi.fn();
    renderWithApp(<InvoiceMonthList month="2026-02" onMonthChange={onMonthChange} />);
    expect(await screen.findByText('No hay facturas registradas en febrero de 2026.')).toBeTruthy();

    const picker = screen.getByLabelText('Mes') as HTMLSelectElement;
    expect(picker.selectedOptions[0].text).toBe('febrero de 2026');
    await userEvent.selectOptions(picker, 'enero de 2026');
    expect(onMonthChange.mock.calls).toEqual([['2026-01']]);
  });
});
