import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@web/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@web/test/render';
import { ReportsPage } from './reports-page';

const branch = (id: string, locationName: string, isMainLocation = false) => ({
  id,
  locationName,
  address: 'Calle 1',
  city: null,
  state: null,
  postalCode: null,
  phone: null,
  isMainLocation,
});
const CENTRO = '11111111-1111-4111-8111-111111111111';
const ROMA = '22222222-2222-4222-8222-222222222222';

/** The reports answer 404 here (their figures are the API tests' job): the page's requests and links are what counts. */
const show = (locations: object[]) => {
  stubApi({ 'GET /api/restaurant': { status: 200, body: { info: null, locations } } });
  renderWithApp(
    <MemoryRouter initialEntries={['/reportes?periodo=this_week']}>
      <ReportsPage />
    </MemoryRouter>,
  );
};
const requested = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

afterEach(() => void vi.unstubAllGlobals());

describe('ReportsPage', () => {
  it('narrows every report that splits by branch, and its CSV, to the branch chosen (decision 057)', async () => {
    show([branch(CENTRO, 'Centro', true), branch(ROMA, 'Roma')]);
    const select = await screen.findByLabelText('Sucursal');
    expect((select as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'Todas las sucursales' })).toBeTruthy();

    await userEvent.selectOptions(select, 'Roma');
    expect(await screen.findByText('Sucursal Roma')).toBeTruthy();
    await waitFor(() =>
      expect(requested()).toEqual(
        expect.arrayContaining(
          ['spend', 'waste', 'food-cost', 'count-variance', 'inventory-value'].map((name) =>
            expect.stringMatching(new RegExp(`^/api/reports/${name}\\?.*locationId=${ROMA}`)),
          ),
        ),
      ),
    );
    // Prices are the restaurant's, whatever the branch.
    expect(
      requested()
        .filter((url) => url.startsWith('/api/reports/prices'))
        .some((url) => url.includes(ROMA)),
    ).toBe(false);
    const csv = (table: string) =>
      screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')!)
        .find((href) => href.includes(`table=${table}&`) || href.endsWith(`table=${table}`));
    expect(csv('merma')).toContain(`locationId=${ROMA}`);
    expect(csv('valor-inventario')).toContain(`locationId=${ROMA}`);
    expect(csv('costo-recetas')).not.toContain('locationId');
  });

  it('offers no branch choice to a restaurant with one branch', async () => {
    show([branch(CENTRO, 'Centro', true)]);
    await waitFor(() => expect(requested()).toContain('/api/restaurant'));
    expect(screen.queryByLabelText('Sucursal')).toBeNull();
  });
});
