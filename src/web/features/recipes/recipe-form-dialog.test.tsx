import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_MESSAGES } from '@common/recipes-rules';
import { renderWithApp, stubApi } from '@web/test/render';
import { RecipeFormDialog } from './recipe-form-dialog';
import { QUESO, quesadillas } from './quesadillas.fixture';

afterEach(() => void vi.unstubAllGlobals());

const recipe = quesadillas({
  preparationSteps: ['Calienta la tortilla.', 'Agrega el queso.', 'Dobla.'],
  ingredients: [
    {
      ...quesadillas().ingredients[0],
      yieldPercent: '80.00',
      grossQuantity: '0.313',
      lineCost: '12.50',
    },
  ],
  missingIngredients: [
    { name: 'Epazote', quantity: '0.01', unit: 'kg', reason: 'No está en tu inventario' },
    { name: 'Salsa verde', quantity: '0.2', unit: 'litro', reason: 'No está en tu inventario' },
  ],
  totalCost: '12.50',
  costPerUnit: '3.13',
});

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
