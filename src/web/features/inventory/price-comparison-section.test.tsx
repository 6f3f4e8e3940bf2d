import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_COMPARISON_TEXTS, type PriceComparison } from '@common/price-comparison';
import { renderWithApp, stubApi } from '@web/test/render';
import { PriceComparisonSection } from './price-comparison-section';

afterEach(() => void vi.unstubAllGlobals());

const productId = '0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11';
const comparison: PriceComparison = {
  productId,
  unit: 'kg',
  currentPricePerUnit: '22.00',
  creditsIva: true,
  paid: [
    {
      supplierName: 'Abastos Ramírez',
      supplierKind: 'contact',
      source: 'order',
      reference: 'ORD-1764000000000',
      date: '2026-11-20T18:00:00.000Z',
      paidAmount: '500.00',
      paidQuantity: '1 caja (25 kg)',
      pricePerUnit: '20.00',
      differencePercent: '-9',
      cheapest: false,
    },
    {
      supplierName: 'Distribuidora de Frutas y Legumbres del Centro',
      supplierKind: 'contact',
      source: 'invoice',
      reference: 'A-1021',
      date: '2026-11-21T18:00:00.000Z',
      paidAmount: '575.00',
      paidQuantity: '25 kg',
      pricePerUnit: '23.00',
      differencePercent: '5',
      cheapest: false,
    },
  ],
  offers: [
    {
      id: '1c7a4d2f-8e3b-4f4c-8d2e-3b6f9a0c1d22',
      name: 'Jitomate',
      supplierCompanyId: '2d8b5e3a-9f4c-4a5d-9e3f-4c7a0b1d2e33',
      supplierName: 'Central Digital',
      price: '450.00',
      unit: 'caja',
      note: '1 caja = 25 kg según tu presentación «Caja»',
      reason: null,
      pricePerUnit: '18.00',
      differencePercent: '-18',
      cheapest: true,
    },
    {
      id: '3e9c6f4b-0a5d-4b6e-8f4a-5d8b1c2e3f44',
      name: 'jitomate bola',
      supplierCompanyId: '2d8b5e3a-9f4c-4a5d-9e3f-4c7a0b1d2e33',
      supplierName: 'Central Digital',
      price: '6.00',
      unit: 'unidad',
      note: null,
      reason: 'No se puede convertir pza a kg en «Jitomate»: agrega el peso por pieza del producto (1 pza ≈ … g)',
      pricePerUnit: null,
      differencePercent: null,
      cheapest: false,
    },
  ],
};

describe('PriceComparisonSection', () => {
  it('shows the prices paid and the offers per kg in es-MX, the cheapest marked, the incompatible with its reason', async () => {
    const calls = stubApi({ [`GET /api/products/${productId}/price-comparison`]: { status: 200, body: comparison } });
    renderWithApp(<PriceComparisonSection productId={productId} />);

    const paid = within(await screen.findByRole('list', { name: PRICE_COMPARISON_TEXTS.paidTitle })).getAllByRole(
      'listitem',
    );
    expect(screen.getByText('Tu precio actual:').textContent).toBe('Tu precio actual: $22.00 por kg');
    expect(paid[0].textContent).toContain('Abastos Ramírez$20.00 por kg9 % más barato');
    expect(paid[0].textContent).toContain('Orden recibida ORD-1764000000000');
    expect(paid[0].textContent).toContain('Pagaste $500.00 por 1 caja (25 kg)');
    expect(paid[1].textContent).toContain('$23.00 por kg5 % más caro');
    expect(paid[1].textContent).toContain('Factura CFDI A-1021');
    expect(screen.getByText(PRICE_COMPARISON_TEXTS.netOfIva)).toBeTruthy();

    const offers = within(screen.getByRole('list', { name: PRICE_COMPARISON_TEXTS.offersTitle })).getAllByRole(
      'listitem',
    );
    expect(within(offers[0]).getByText(PRICE_COMPARISON_TEXTS.cheapest)).toBeTruthy();
    expect(offers[0].textContent).toContain('$18.00 por kg');
    expect(offers[0].textContent).toContain('18 % más barato');
    expect(offers[0].textContent).toContain('Central Digital · $450.00 por caja');
    expect(offers[0].textContent).toContain('1 caja = 25 kg según tu presentación «Caja»');
    expect(within(offers[1]).queryByText(PRICE_COMPARISON_TEXTS.cheapest)).toBeNull();
    expect(offers[1].textContent).toContain('$6.00 por pza');
    expect(offers[1].textContent).toContain('Sin precio por kg: No se puede convertir pza a kg');
    expect(screen.getAllByText(PRICE_COMPARISON_TEXTS.cheapest)).toHaveLength(1);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/products/${productId}/price-comparison`,
    ]);
  });

  it('says when nothing was bought with a price and nothing is offered', async () => {
    stubApi({
      [`GET /api/products/${productId}/price-comparison`]: {
        status: 200,
        body: { ...comparison, creditsIva: false, paid: [], offers: [] },
      },
    });
    renderWithApp(<PriceComparisonSection productId={productId} />);
    expect(await screen.findByText(PRICE_COMPARISON_TEXTS.noPaid)).toBeTruthy();
    expect(screen.getByText(PRICE_COMPARISON_TEXTS.noOffers)).toBeTruthy();
    expect(screen.queryByText(PRICE_COMPARISON_TEXTS.netOfIva)).toBeNull();
  });
});
