import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

test('configurar el restaurante con dos sucursales, una principal', async ({ page }) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  await page.goto('/');
  await page.getByRole('link', { name: 'Mi restaurante', exact: true }).click();
  await expect(page).toHaveURL(/\/restaurant\/setup$/);
  await expect(page.getByRole('heading', { name: 'Configurar Mi Restaurante' })).toBeVisible();

  const branches = page.getByTestId('branch');
  const branch = (n: number) => page.getByRole('group', { name: `Sucursal ${n}` });
  await expect(branches).toHaveCount(1);
  await expect(branch(1).getByLabel('Sucursal principal')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Eliminar Sucursal 1' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El nombre del restaurante es requerido')).toBeVisible();
  await expect(page).toHaveURL(/\/restaurant\/setup$/);

  await page.getByLabel('Nombre del restaurante').fill('La Cocina de Ana');
  await page.getByLabel('Descripción (opcional)').fill('Comida corrida poblana');
  await page.getByLabel('Teléfono (opcional)').fill('222 123 4567');
  await page.getByLabel('Correo electrónico (opcional)').fill('hola@cocinadeana.mx');
  await branch(1).getByLabel('Nombre de la sucursal').fill('Centro');
  await branch(1).getByLabel('Dirección').fill('Av. Reforma 100');
  await branch(1).getByLabel('Ciudad').fill('Puebla');

  await page.getByRole('button', { name: 'Agregar sucursal' }).click();
  await expect(branches).toHaveCount(2);
  await expect(branch(2).getByLabel('Sucursal principal')).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Eliminar Sucursal 1' })).toBeEnabled();
  await branch(2).getByLabel('Ciudad').fill('Cholula');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // A branch that was started needs its name and address.
  await expect(branch(2).getByText('El nombre de la sucursal es requerido')).toBeVisible();
  await expect(branch(2).getByText('La dirección es requerida')).toBeVisible();
  await branch(2).getByLabel('Nombre de la sucursal').fill('Cholula');
  await branch(2).getByLabel('Dirección').fill('Calle 4 Poniente 12');
  await branch(2).getByLabel('Código postal').fill('72760');
  await branch(2).getByLabel('Sucursal principal').check();
  await expect(branch(1).getByLabel('Sucursal principal')).not.toBeChecked();

  await page.getByRole('button', { name: 'Agregar sucursal' }).click();
  await expect(branches).toHaveCount(3);
  await page.getByRole('button', { name: 'Eliminar Sucursal 3' }).click();
  await expect(branches).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Información del restaurante guardada exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const saved = await (await page.request.get('/api/restaurant')).json();
  expect(saved.info).toMatchObject({
    restaurantName: 'La Cocina de Ana',
    phone: '222 123 4567',
    email: 'hola@cocinadeana.mx',
    website: null,
  });
  expect(saved.locations).toMatchObject([
    { locationName: 'Cholula', address: 'Calle 4 Poniente 12', postalCode: '72760', isMainLocation: true },
    { locationName: 'Centro', address: 'Av. Reforma 100', city: 'Puebla', isMainLocation: false },
  ]);

  // Prefilled from the server, main branch first; removing down to one keeps it main and locked.
  await page.goto('/restaurant/setup');
  await expect(page.getByLabel('Nombre del restaurante')).toHaveValue('La Cocina de Ana');
  await expect(branch(1).getByLabel('Nombre de la sucursal')).toHaveValue('Cholula');
  await expect(branch(1).getByLabel('Sucursal principal')).toBeChecked();
  await expect(branch(2).getByLabel('Ciudad')).toHaveValue('Puebla');
  await page.getByRole('button', { name: 'Eliminar Sucursal 1' }).click();
  await expect(branches).toHaveCount(1);
  await expect(branch(1).getByLabel('Nombre de la sucursal')).toHaveValue('Centro');
  await expect(branch(1).getByLabel('Sucursal principal')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Eliminar Sucursal 1' })).toBeDisabled();
  await page.getByRole('link', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await (await page.request.get('/api/restaurant')).json()).locations).toHaveLength(2);

  await page.goto('/restaurant/setup');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('un error al guardar muestra el mensaje y no sale de la página', async ({ page }) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  await page.goto('/restaurant/setup');
  await page.getByLabel('Nombre del restaurante').fill('La Cocina de Ana');
  await page.getByLabel('Correo electrónico (opcional)').fill('no-es-correo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await page.getByLabel('Correo electrónico (opcional)').fill('');
  await page.route('**/api/restaurant', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Servicio no disponible' } } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Error al guardar: Servicio no disponible')).toBeVisible();
  await expect(page).toHaveURL(/\/restaurant\/setup$/);
});
