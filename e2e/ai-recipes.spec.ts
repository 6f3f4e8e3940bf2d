import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';

test.describe('recetas con IA', () => {
  test('sin productos pide agregarlos primero', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    await page.goto('/escuela-culinaria');
    await page.getByRole('tab', { name: 'Crear con IA' }).click();
    await page.getByRole('button', { name: 'Generar receta' }).click();
    await expect(page.getByText('No hay productos')).toBeVisible();
    await expect(page.getByText('Agrega productos a tu inventario primero')).toBeVisible();
  });

  test('una propuesta se descarta, otra se guarda en el recetario con su imagen', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    await apiProduct(page.request, { name: 'Aguacate hass', currentPrice: '60', stockQuantity: '5', unit: 'kg' });
    await apiProduct(page.request, { name: 'Jitomate saladet', currentPrice: '28', stockQuantity: '4', unit: 'kg' });
    await apiProduct(page.request, { name: 'Cebolla blanca', currentPrice: '18', stockQuantity: '3', unit: 'kg' });
    await apiProduct(page.request, { name: 'Cilantro', currentPrice: '40', stockQuantity: '1', unit: 'kg' });
    await apiProduct(page.request, { name: 'Limón', currentPrice: '30', stockQuantity: '2', unit: 'kg' });

    await page.goto('/escuela-culinaria');
    await page.getByRole('tab', { name: 'Crear con IA' }).click();
    await page.getByRole('button', { name: 'Generar receta' }).click();
    const proposal = page.getByTestId('ai-recipe-proposal');
    await expect(proposal.getByRole('heading', { name: 'Guacamole' })).toBeVisible();
    await expect(proposal.getByRole('img', { name: 'Ilustración de Guacamole' })).toBeVisible();
    await expect(proposal.getByText('Aguacate hass · 1.5 kg')).toBeVisible();
    await expect(proposal.getByText(/Chile serrano · 30 g/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '¿Cómo la escalo a 20 porciones?' }).click();
    await expect(page.locator('li[data-role="assistant"]').first()).toContainText('Aguacate hass: 3 kg');

    await page.getByRole('button', { name: 'Otra propuesta' }).click();
    await expect(proposal.getByRole('heading', { name: 'Guacamole' })).toBeHidden();
    const second = (await proposal.getByRole('heading').first().textContent())!;
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByText('Receta descartada')).toBeVisible();
    await expect(proposal).toBeHidden();

    await page.getByRole('button', { name: 'Generar receta' }).click();
    await expect(proposal.getByRole('heading', { level: 2 })).not.toHaveText(second);
    await expect(proposal.getByRole('heading', { level: 2 })).not.toHaveText('Guacamole');
    await page.getByRole('tab', { name: 'Seleccionar Receta' }).click();
    await page.getByRole('tab', { name: 'Crear con IA' }).click();
    await page.getByRole('button', { name: 'Generar receta' }).click();
    await expect(proposal.getByRole('heading', { name: 'Guacamole' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar en recetario' }).click();
    await expect(page.getByText('Receta guardada en tu recetario')).toBeVisible();
    await expect(page.getByText('Faltan 2 ingredientes: costo incompleto (Chile serrano, Sal)')).toBeVisible();

    await page.goto('/recetario');
    const card = page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name: 'Guacamole' }) });
    // Five lines with a product, and the two saved as missing (decision 036).
    await expect(card.getByRole('list', { name: 'Ingredientes de Guacamole' }).getByRole('listitem')).toHaveCount(7);
    await expect(card.getByTestId('missing-ingredient')).toHaveText([
      /^Chile serrano · 30 g: No está en tu inventario$/,
      /^Sal · 15 g: No está en tu inventario$/,
    ]);
    await expect(card.getByTestId('recipe-incomplete')).toHaveText('Faltan 2 ingredientes: costo incompleto');
    await expect(card.getByTestId('recipe-total-cost')).toHaveText('$107.60');
    await card.getByRole('button', { name: 'Imagen de Guacamole' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guacamole' });
    const image = dialog.getByRole('img', { name: 'Imagen de Guacamole' });
    await expect(image).toBeVisible();
    const first = await image.getAttribute('src');
    await dialog.getByRole('button', { name: 'Regenerar imagen' }).click();
    await expect(image).not.toHaveAttribute('src', first!);
    await expect(image).toBeVisible();
  });
});
