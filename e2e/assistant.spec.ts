import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';

const SUGGESTIONS = [
  'Dame un reporte completo de mi inventario',
  '¿Qué productos tienen stock bajo?',
  '¿Cuánto gasté el mes pasado?',
  '¿Qué debo comprar esta semana?',
  '¿Cómo han cambiado los precios?',
  '¿Quiénes son mis proveedores principales?',
  'Dame consejos para optimizar mis compras',
  'Analiza mi última orden',
];

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Abrir asistente de IA' }).click();
  const panel = page.getByRole('dialog', { name: 'Asistente Alacena' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('asistente de IA', () => {
  test('una sugerencia responde en streaming con los productos de stock bajo', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    await apiProduct(page.request, {
      name: 'Jitomate saladet',
      currentPrice: '28.50',
      stockQuantity: '3',
      minStockQuantity: '10',
    });
    await apiProduct(page.request, {
      name: 'Queso Oaxaca',
      currentPrice: '150',
      stockQuantity: '1',
      minStockQuantity: '4',
    });
    await apiProduct(page.request, {
      name: 'Cebolla blanca',
      currentPrice: '18',
      stockQuantity: '20',
      minStockQuantity: '5',
    });

    await page.goto('/productos');
    const panel = await openAssistant(page);
    expect((await panel.boundingBox())?.width).toBe(400);
    for (const question of SUGGESTIONS) await expect(panel.getByRole('button', { name: question })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('button', { name: '¿Qué productos tienen stock bajo?' }).click();
    const reply = panel.locator('li[data-role="assistant"]');
    await expect(reply).toContainText('Jitomate saladet: 3 kg de 10 kg mínimo — faltan 7 kg ($199.50)');
    await expect(reply).toContainText('Queso Oaxaca');
    await expect(reply).toContainText('$649.50');
    await expect(reply).not.toContainText('Cebolla blanca');
    await expect(reply.locator('strong').first()).toBeVisible();

    await panel.getByLabel('Escribe tu pregunta...').fill('¿cuánto gaste el mes pasado?');
    // Enter sends nothing while the first reply is still streaming.
    await expect(panel.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await panel.getByLabel('Escribe tu pregunta...').press('Enter');
    await expect(reply.nth(1)).toContainText('No registraste órdenes de compra');

    await panel.getByRole('button', { name: 'Limpiar conversación' }).click();
    await expect(reply).toHaveCount(0);
    await expect(panel.getByRole('button', { name: SUGGESTIONS[0] })).toBeVisible();
    await panel.getByRole('button', { name: 'Cerrar' }).click();
    await expect(panel).toBeHidden();
  });

  test('los errores del servicio muestran el mensaje del catálogo y quitan la burbuja vacía', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    await page.route('/api/ai/chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'x', message: 'x' } }),
      }),
    );
    await page.goto('/dashboard');
    const panel = await openAssistant(page);
    await panel.getByRole('button', { name: SUGGESTIONS[0] }).click();
    await expect(page.getByText('Límite alcanzado')).toBeVisible();
    await expect(page.getByText('Demasiadas solicitudes. Por favor, espera un momento.')).toBeVisible();
    await expect(panel.locator('li[data-role="assistant"]')).toHaveCount(0);
    await expect(panel.locator('li[data-role="user"]')).toHaveCount(1);

    await page.route('/api/ai/chat', (route) =>
      route.fulfill({ status: 402, contentType: 'application/json', body: '{}' }),
    );
    await panel.getByLabel('Escribe tu pregunta...').fill('¿qué me falta?');
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Fondos requeridos')).toBeVisible();
  });

  test('sin sesión no hay botón del asistente', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir asistente de IA' })).toHaveCount(0);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Registrarse' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir asistente de IA' })).toHaveCount(0);
  });
});
