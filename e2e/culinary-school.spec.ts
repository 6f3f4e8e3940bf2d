import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';

test.describe('Mi Chef IA', () => {
  test('una conversación sobre una receta elegida: escalar y lo que falta', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    const avocado = await apiProduct(page.request, {
      name: 'Aguacate hass',
      currentPrice: '60',
      stockQuantity: '5',
      unit: 'kg',
    });
    const cheese = await apiProduct(page.request, {
      name: 'Queso fresco',
      currentPrice: '120',
      stockQuantity: '0.2',
      unit: 'kg',
    });
    const recipe = await page.request.post('/api/recipes', {
      data: {
        name: 'Guacamole con queso',
        category: 'Entradas',
        finalYield: '10',
        yieldUnit: 'porción',
        preparationSteps: ['Machacar el aguacate', 'Agregar el queso desmoronado'],
        ingredients: [
          { productId: avocado.id, quantity: '1.5' },
          { productId: cheese.id, quantity: '0.5' },
        ],
      },
    });
    expect(recipe.ok()).toBeTruthy();

    await page.goto('/escuela-culinaria');
    await expect(page.getByRole('heading', { name: 'Mi Chef IA' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Seleccionar Receta' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: '¿Cuáles son los pasos?' }).click();
    await expect(page.getByText('Selecciona o genera una receta primero')).toBeVisible();
    await expect(page.getByText('Chat con Chef IA')).toBeHidden();

    await page.getByRole('button', { name: /Guacamole con queso/ }).click();
    await expect(page.getByRole('button', { name: /Guacamole con queso/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '¿Cómo la escalo a 20 porciones?' }).click();
    await expect(page.getByRole('heading', { name: 'Chat con Chef IA' })).toBeVisible();
    const replies = page.locator('li[data-role="assistant"]');
    await expect(replies.first()).toContainText('Guacamole con queso para 20 porciones');
    await expect(replies.first()).toContainText('Aguacate hass: 3 kg');
    await expect(replies.first()).toContainText('Queso fresco: 1 kg');
    await expect(replies.first()).toContainText('Costo estimado: $300.00');

    const input = page.getByLabel('Pregunta a Chef IA sobre la receta...');
    await input.fill('¿qué me falta?');
    // Enter sends nothing while the first reply is still streaming.
    await expect(
      page.getByRole('region', { name: 'Preguntas a Chef IA' }).getByRole('button', { name: 'Enviar' }),
    ).toBeEnabled();
    await input.press('Enter');
    await expect(replies.nth(1)).toContainText('Queso fresco (necesitas 0.5 kg, tienes 0.2)');
    await expect(replies.nth(1)).not.toContainText('Aguacate');
    await expectNoSeriousA11yViolations(page);
  });
});
