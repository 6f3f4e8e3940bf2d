import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@common/recipes';
import { renderWithApp, stubApi } from '@web/test/render';
import { PrepareDialog } from './prepare-dialog';
import { RECIPE_TEXTS } from './recipe-texts';

afterEach(() => void vi.unstubAllGlobals());

const QUESO = '6f1e2d3c-4b5a-4968-8776-655443322110';
const centro = { id: '5a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', locationName: 'Centro', isMainLocation: true };
const roma = { id: '6b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e', locationName: 'Roma', isMainLocation: false };

const recipe: Recipe = {
  id: '3c8e2a41-5b6d-4f70-8a9b-1c2d3e4f5a6b',
  name: 'Quesadillas',
  description: null,
  category: null,
  finalYield: '4.000',
  yieldUnit: 'orden',
  imageUrl: null,
  salePrice: null,
  preparationSteps: [],
  ingredients: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      productId: QUESO,
      productName: 'Queso Oaxaca',
      quantity: '250.000',
      unit: 'g',
      yieldPercent: '100.00',
      product: { unit: 'kg', densityKgPerL: null, pieceWeightG: null, yieldPercent: '100.00', packs: [] },
      currentPrice: '40.00',
      stockQuantity: '2.000',
      grossQuantity: '0.250',
      lineCost: '10.00',
      unitCost: null,
      unitProblem: null,
    },
  ],
  missingIngredients: [],
  totalCost: '10.00',
  costPerUnit: '2.50',
  foodCostPercent: null,
  margin: null,
  canPrepare: true,
  produces: null,
};

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
