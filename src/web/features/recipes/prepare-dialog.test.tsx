import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@web/test/render';
import { PrepareDialog } from './prepare-dialog';
import { QUESO, quesadillas } from './quesadillas.fixture';
import { RECIPE_TEXTS } from './recipe-texts';

afterEach(() => void vi.unstubAllGlobals());

const centro = { id: '5a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', locationName: 'Centro', isMainLocation: true };
const roma = { id: '6b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e', locationName: 'Roma', isMainLocation: false };

const recipe = quesadillas();

describe('PrepareDialog', () => {
  it('in one branch, compares with what that branch holds and sends the branch', async () => {
    const calls = stubApi({
      'GET /api/restaurant': { status: 200, body: { info: null, locations: [centro, roma] } },
      'GET /api/products': {
        status: 200,
        body: { items: [{ id: QUESO, name: 'Queso Oaxaca', branchStock: '0.100' }], total: 1 },
      },
      'POST /api/preparations': {
        status: 409,
        body: { error: { code: 'insufficient_stock', message: 'Stock insuficiente para Queso Oaxaca en Roma' } },
      },
    });
    renderWithApp(<PrepareDialog recipe={recipe} onClose={vi.fn()} />);
    expect(screen.getByText('usa 250 g · hay 2 kg')).toBeTruthy();
    await userEvent.selectOptions(await screen.findByLabelText('Sucursal'), 'Roma');
    expect(await screen.findByText('usa 250 g · hay 100 g')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(RECIPE_TEXTS.insufficientStock);
    await userEvent.click(screen.getByRole('button', { name: /Confirmar|Preparar/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        recipeId: recipe.id,
        quantityMultiplier: '1',
        notes: null,
        locationId: roma.id,
      }),
    );
    expect(await screen.findByText('Stock insuficiente para Queso Oaxaca en Roma')).toBeTruthy();
  });
});
