import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD, signInThroughForm, uniqueEmail } from './support/accounts';

test.describe('cuentas', () => {
  test('registro como restaurante lleva al inicio', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Soy restaurante/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth\?next=choose-role&role=restaurant/);
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByLabel('Nombre del negocio').fill('Taquería La Esquina');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('restaurante'));
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('¡Bienvenido! 🎉 Tu cuenta ha sido creada')).toBeVisible();
    await expect(page).toHaveURL(/\/choose-role\?role=restaurant$/);
    await expect(page.locator('[data-highlighted]')).toContainText('Dueño de Restaurante');
    await page.getByRole('button', { name: 'Soy dueño de restaurante' }).click();
    await expect(page.getByText('Rol asignado exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '¡Hola, Taquería La Esquina!' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const label of ['Inicio', 'Market', 'Productos', 'Órdenes', 'Mensajes', 'Alertas', 'Perfil']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
  });

  test('registro como proveedor lleva a /proveedor/setup', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Soy proveedor/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByLabel('Nombre del negocio').fill('Frutas Don Pepe');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('proveedor'));
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/choose-role\?role=supplier$/);
    await page.getByRole('button', { name: 'Soy proveedor' }).click();
    await expect(page).toHaveURL(/\/proveedor\/setup$/);
  });

  test('registro duplicado muestra el mensaje de la especificación', async ({ page }) => {
    const { email } = await createAccount(page.request);
    await page.request.post('/api/auth/sign-out', { data: {} });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByLabel('Nombre del negocio').fill('Otro negocio');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Este email ya está registrado. Intenta iniciar sesión.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('validaciones del formulario de registro', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByLabel('Contraseña').fill('123');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('El nombre del negocio es requerido')).toBeVisible();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  });

  test('contraseña incorrecta', async ({ page }) => {
    const { email } = await createAccount(page.request, { role: 'restaurant_owner' });
    await page.request.post('/api/auth/sign-out', { data: {} });
    await signInThroughForm(page, email, 'otra-contraseña');
    await expect(page.getByText('Email o contraseña incorrectos')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('cerrar sesión lleva a /auth y protege las páginas', async ({ page }) => {
    const { email } = await createAccount(page.request, {
      role: 'restaurant_owner',
      businessName: 'Cocina Económica Lupita',
    });
    await page.request.post('/api/auth/sign-out', { data: {} });
    await signInThroughForm(page, email);
    await expect(page.getByText('Sesión iniciada exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
    await expect(page.getByText('El correo electrónico no se puede cambiar')).toBeVisible();
    await page.getByLabel('Nombre del negocio').fill('Cocina Lupita');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil actualizado exitosamente')).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('una página protegida sin sesión lleva a /auth', async ({ page }) => {
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('una ruta desconocida muestra el 404', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/no-existe/para-nada');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(messages.some((text) => text.includes('/no-existe/para-nada'))).toBe(true);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
