import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_MESSAGES, type Recipe } from '@common/recipes';
import { renderWithApp, stubApi } from '@web/test/render';
import { RecipeFormDialog } from './recipe-form-dialog';

afterEach(() => void vi.unstubAllGlobals());

const QUESO = '0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11';
const recipe: Recipe = {
  id: '3c8e2a41-5b6d-4f70-8a9b-1c2d3e4f5a6b',
  name: 'Quesadillas',
  description: null,
  category: null,
  finalYield: '4.000',
  yieldUnit: 'orden',
  imageUrl: null,
  salePrice: null,
  preparationSteps: ['Calienta la tortilla.', 'Agrega el queso.', 'Dobla.'],
  ingredients: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      productId: QUESO,
      productName: 'Queso Oaxaca',
      quantity: '250.000',
      unit: 'g',
      yieldPercent: '80.00',
      product: { unit: 'kg', densityKgPerL: null, pieceWeightG: null, yieldPercent: '100.00', packs: [] },
      currentPrice: '40.00',
      stockQuantity: '2.000',
      grossQuantity: '0.313',
      lineCost: '12.50',
      unitCost: null,
      unitProblem: null,
    },
  ],
  missingIngredients: [
    { name: 'Epazote', quantity: '0.01', unit: 'kg', reason: 'No está en tu inventario' },
    { name: 'Salsa verde', quantity: '0.2', unit: 'litro', reason: 'No está en tu inventario' },
  ],
  totalCost: '12.50',
  costPerUnit: '3.13',
  foodCostPercent: null,
  margin: null,
  canPrepare: true,
  produces: null,
};

describe('RecipeFormDialog', () => {
  // Many user-event steps in one journey through the form: seconds on a quiet machine, near 30 s at load 20.
  it('edits the line as written, reorders, edits and removes steps, and drops a handled missing ingredient', async () => {
    const calls = stubApi({
      'GET /api/products': { status: 200, body: { items: [], total: 0 } },
      'GET /api/recipe-categories': { status: 200, body: [] },
      [`PUT /api/recipes/${recipe.id}`]: { status: 200, body: recipe },
    });
    const onOpenChange = vi.fn();
    renderWithApp(<RecipeFormDialog recipe={recipe} open onOpenChange={onOpenChange} />);

    expect((screen.getByLabelText('Cantidad del ingrediente 1') as HTMLInputElement).value).toBe('250');
    expect(screen.getByLabelText('Unidad del ingrediente 1').textContent).toBe('g');
    expect((screen.getByLabelText('Rendimiento % del ingrediente 1 (opcional)') as HTMLInputElement).value).toBe('80');
    expect(screen.getByText('Faltan 2 ingredientes: costo incompleto')).toBeTruthy();
    expect(screen.getByText(/· 10 g/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Bajar paso 1' }));
    await userEvent.clear(screen.getByLabelText('Paso 3'));
    await userEvent.type(screen.getByLabelText('Paso 3'), 'Dobla y sirve.');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar paso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(RECIPE_MESSAGES.stepRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Quitar paso 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Epazote de los faltantes' }));
    expect(screen.getByText('Falta 1 ingrediente: costo incompleto')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Rendimiento % del ingrediente 1 (opcional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      ingredients: [{ productId: QUESO, quantity: '250', unit: 'g', yieldPercent: null }],
      preparationSteps: ['Agrega el queso.', 'Calienta la tortilla.', 'Dobla y sirve.'],
      missingIngredients: [recipe.missingIngredients[1]],
    });
  }, 90_000);
});
