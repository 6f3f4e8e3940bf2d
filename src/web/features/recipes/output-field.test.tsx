import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@common/recipes';
import { RECIPE_MESSAGES } from '@common/recipes-rules';
import { renderWithApp, stubApi } from '@web/test/render';
import { RecipeFormDialog } from './recipe-form-dialog';

// Radix Select asks the element for pointer capture and scrolls the chosen option into view; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => void vi.unstubAllGlobals());

const JITOMATE = '0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11';
const SALSA = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const units = { densityKgPerL: null, pieceWeightG: null, yieldPercent: '100.00', packs: [] };
const listed = (id: string, name: string, unit: string) => ({
  id,
  name,
  unit,
  currentPrice: '20.00',
  stockQuantity: '5.000',
  minStockQuantity: '0.000',
  supplierId: null,
  supplierName: null,
  category: null,
  ...units,
});
const recipe: Recipe = {
  id: '3c8e2a41-5b6d-4f70-8a9b-1c2d3e4f5a6b',
  name: 'Salsa verde',
  description: null,
  category: null,
  finalYield: '1.000',
  yieldUnit: 'lote',
  imageUrl: null,
  salePrice: null,
  preparationSteps: [],
  ingredients: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      productId: JITOMATE,
      productName: 'Jitomate',
      quantity: '500.000',
      unit: 'g',
      yieldPercent: null,
      product: { unit: 'kg', ...units },
      currentPrice: '20.00',
      stockQuantity: '5.000',
      grossQuantity: '0.500',
      lineCost: '10.00',
      unitCost: null,
      unitProblem: null,
    },
  ],
  missingIngredients: [],
  totalCost: '10.00',
  costPerUnit: '10.00',
  foodCostPercent: null,
  margin: null,
  canPrepare: true,
  produces: null,
};

function stub(saved: Recipe) {
  return stubApi({
    'GET /api/products': {
      status: 200,
      body: { items: [listed(JITOMATE, 'Jitomate', 'kg'), listed(SALSA, 'Salsa verde', 'lt')], total: 2 },
    },
    'GET /api/recipe-categories': { status: 200, body: [] },
    [`PUT /api/recipes/${recipe.id}`]: { status: 200, body: saved },
  });
}

describe('Produce inventario', () => {
  it('asks for the product and the batch, offers the product’s units and sends the output', async () => {
    const calls = stub(recipe);
    const onOpenChange = vi.fn();
    renderWithApp(<RecipeFormDialog recipe={recipe} open onOpenChange={onOpenChange} />);
    expect(screen.queryByLabelText('Producto que produce')).toBeNull();

    await userEvent.click(screen.getByLabelText('Produce inventario'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(RECIPE_MESSAGES.outputProductRequired)).toBeTruthy();
    expect(screen.getByText(RECIPE_MESSAGES.outputQuantityRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(screen.getByLabelText('Producto que produce'));
    await userEvent.click(await screen.findByRole('option', { name: 'Salsa verde (l)' }));
    const unit = screen.getByLabelText('Unidad del lote');
    expect(unit.textContent).toBe('l');
    await userEvent.click(unit);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'l',
      'ml',
      'taza',
      'cda',
      'cdta',
      'gal',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByLabelText('Cantidad por lote'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      produces: { productId: SALSA, quantity: '2', unit: 'lt' },
    });
  }, 90_000);

  it('shows a batch recipe’s output and sends null when the toggle is turned off', async () => {
    const producing: Recipe = {
      ...recipe,
      produces: {
        productId: SALSA,
        productName: 'Salsa verde',
        quantity: '2.000',
        unit: 'lt',
        product: { unit: 'lt', ...units },
        stockQuantity: '0.000',
        unitCost: '5.00',
        unitProblem: null,
      },
    };
    const calls = stub(recipe);
    const onOpenChange = vi.fn();
    renderWithApp(<RecipeFormDialog recipe={producing} open onOpenChange={onOpenChange} />);
    const toggle = screen.getByLabelText('Produce inventario') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect((screen.getByLabelText('Cantidad por lote') as HTMLInputElement).value).toBe('2');
    expect(screen.getByLabelText('Producto que produce').textContent).toBe('Salsa verde (l)');

    await userEvent.click(toggle);
    expect(screen.queryByLabelText('Cantidad por lote')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ produces: null });
  }, 60_000);
});
