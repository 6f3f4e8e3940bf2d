import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiProduct } from './support/inventory';
import { invoiceXml, invoiceZip, printedTaxes } from './support/invoices';

test.use({ viewport: { width: 390, height: 844 } });

const PRODUCE = 'produce-kgm-iva0';
const DRINKS = 'drinks-ieps';

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);

test('en un teléfono: un ZIP con dos facturas CFDI se revisa, se registra y suma stock, costos, alertas y el mes; la misma factura otra vez se rechaza', async ({
  page,
}) => {
  // Several screens on a busy machine: more than the default minute.
  test.slow();
  await createAccount(page.request, { role: 'restaurant_owner', businessName: 'Taquería El Fogón' });
  // The owner credits IVA (Mi restaurante), so costs come out net of IVA (decision 041).
  const settings = await page.request.put('/api/restaurant', {
    data: { restaurantName: 'Taquería El Fogón', creditsIva: true },
  });
  expect(settings.ok()).toBeTruthy();
  await apiProduct(page.request, { name: 'Jitomate saladet', currentPrice: '18.00', stockQuantity: '5', unit: 'kg' });
  await apiProduct(page.request, {
    name: 'Refresco de cola 600 ml',
    currentPrice: '14.49',
    stockQuantity: '12',
    unit: 'pza',
  });

  // To /facturas through "Más", as on a phone.
  await page.goto('/productos');
  await page.getByRole('button', { name: 'Más' }).click();
  await page
    .getByRole('navigation', { name: 'Todas las secciones' })
    .getByRole('link', { name: 'Facturas CFDI' })
    .click();
  await expect(page).toHaveURL(/\/facturas$/);
  await expect(page.getByRole('heading', { name: 'Facturas CFDI' })).toBeVisible();
  expect(await fitsThePhone(page)).toBe(true);

  await page.getByLabel('Archivos XML o ZIP').setInputFiles({
    name: 'facturas-marzo.zip',
    mimeType: 'application/zip',
    buffer: invoiceZip([PRODUCE, DRINKS]),
  });
  const produce = page.getByRole('region', { name: 'DISTRIBUIDORA DE FRUTAS Y LEGUMBRES DEL CENTRO' });
  const drinks = page.getByRole('region', { name: 'EMBOTELLADORA DEL VALLE' });
  await expect(produce).toContainText('RFC DFL9803125K7 · Folio A-1021 · 05 mar 2026 · Total $727.00');
  await expect(drinks).toContainText('Folio EV-30117');
  expect(await fitsThePhone(page)).toBe(true);

  // The produce: tomato into the existing product, onion as a new one, coriander left out.
  const tomato = produce.getByLabel('Producto para JITOMATE SALADET PRIMERA');
  await tomato.selectOption({ label: 'Jitomate saladet (kg)' });
  const tomatoRow = produce.getByRole('row', { name: /JITOMATE SALADET PRIMERA/ });
  await expect(tomatoRow).toContainText('IVA 0%: $0.00');
  await expect(tomatoRow).toContainText('+25 kg');
  await expect(tomatoRow).toContainText('$20.00 por kg sin IVA');
  await produce.getByLabel('Producto para CEBOLLA BLANCA').selectOption({ label: 'Nuevo producto' });
  await expect(produce.getByLabel('Nombre del producto nuevo para CEBOLLA BLANCA')).toHaveValue('Cebolla blanca');
  await produce.getByLabel('Producto para CILANTRO').selectOption({ label: 'Omitir' });
  await expect(produce.getByRole('row', { name: /CILANTRO/ })).toContainText('No se registra');
  await produce.getByRole('button', { name: 'Registrar factura' }).click();
  await expect(produce.getByRole('status')).toHaveText(
    'Factura registrada: inventario actualizado. 1 producto actualizado, 1 producto nuevo, 1 alerta de precio',
  );

  // The drinks: the cola (16 % IVA and IEPS by quota) into the existing product, the beer as a new one.
  await drinks
    .getByLabel('Producto para REFRESCO DE COLA 600 ML')
    .selectOption({ label: 'Refresco de cola 600 ml (pza)' });
  const colaRow = drinks.getByRole('row', { name: /REFRESCO DE COLA 600 ML/ });
  await expect(colaRow).toContainText('IEPS cuota $1.6451: $47.38');
  await expect(colaRow).toContainText('IVA 16%: $95.90');
  await expect(colaRow).toContainText('+48 pzas');
  // (552.00 + 47.38 IEPS) ÷ 48: IEPS is a cost, IVA is credited.
  await expect(colaRow).toContainText('$12.49 por pza sin IVA');
  await drinks.getByLabel('Producto para CERVEZA CLARA LATA 355 ML').selectOption({ label: 'Nuevo producto' });
  await drinks.getByLabel('Nombre del producto nuevo para CERVEZA CLARA LATA 355 ML').fill('Cerveza clara lata');
  expect(await fitsThePhone(page)).toBe(true);
  await drinks.getByRole('button', { name: 'Registrar factura' }).click();
  await expect(drinks.getByRole('status')).toHaveText(
    'Factura registrada: inventario actualizado. 1 producto actualizado, 1 producto nuevo, 1 alerta de precio',
  );

  // The month of the invoices: the accountant's IVA and IEPS equal the XMLs' own sums.
  const month = page.getByLabel('Totales de marzo de 2026');
  await expect(page.getByLabel('Mes', { exact: true })).toHaveValue('2026-03');
  const taxes = printedTaxes([PRODUCE, DRINKS]);
  await expect(month.getByText('IVA acreditable del mes').locator('..').locator('dd')).toHaveText(taxes.iva);
  await expect(month.getByText('IEPS del mes').locator('..').locator('dd')).toHaveText(taxes.ieps);
  await expect(month).toContainText('Facturas2');
  await expect(page.getByTestId('invoice-row')).toHaveCount(2);
  await expect(page.getByTestId('invoice-row').filter({ hasText: 'EMBOTELLADORA DEL VALLE' })).toContainText(
    '$1,223.54',
  );
  expect(await fitsThePhone(page)).toBe(true);

  // Stock and the cost per base unit, on the products page.
  await page.goto('/productos');
  const rows = page.getByTestId('product-row');
  await expect(rows.filter({ hasText: 'Jitomate saladet' })).toContainText('30 kg · $20.00');
  await expect(rows.filter({ hasText: 'Refresco de cola 600 ml' })).toContainText('60 pzas · $12.49');
  await expect(rows.filter({ hasText: 'Cebolla blanca' })).toContainText('10 kg · $18.50');
  // (360.00 + 95.40 IEPS at 26.5 %) ÷ 24.
  await expect(rows.filter({ hasText: 'Cerveza clara lata' })).toContainText('24 pzas · $18.98');
  await expect(rows.filter({ hasText: /cilantro/i })).toHaveCount(0);

  // Each product took its taxes from its invoice line (decision 042): seen in its detail and its form.
  await page.getByRole('button', { name: 'Ver Refresco de cola 600 ml' }).click();
  await expect(page.getByRole('dialog')).toContainText('ImpuestosIVA 16 % · IEPS cuota $1.6451');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Editar Cerveza clara lata' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('IVA', { exact: true }).locator('option:checked')).toHaveText('16 %');
  await expect(form.getByLabel('IEPS', { exact: true }).locator('option:checked')).toHaveText('Tasa (%)');
  await expect(form.getByLabel('Tasa de IEPS (%)')).toHaveValue('26.5');
  expect(await fitsThePhone(page)).toBe(true);
  await form.getByRole('button', { name: 'Cancelar' }).click();

  // The price alerts.
  await page.goto('/alertas');
  const alerts = page.getByTestId('unread-alert');
  await expect(alerts).toHaveCount(2);
  const tomatoAlert = alerts.filter({ hasText: 'Jitomate saladet' });
  await expect(tomatoAlert).toContainText('Precio anterior$18.00');
  await expect(tomatoAlert).toContainText('Precio nuevo$20.00');
  await expect(tomatoAlert).toContainText('+11.1%');
  const colaAlert = alerts.filter({ hasText: 'Refresco de cola 600 ml' });
  await expect(colaAlert).toContainText('Precio anterior$14.49');
  await expect(colaAlert).toContainText('Precio nuevo$12.49');
  await expect(colaAlert).toContainText('-13.8%');

  // The drinks invoice once more: it maps itself (learned), and registering it is refused with its date.
  await page.goto('/facturas');
  await page.getByLabel('Archivos XML o ZIP').setInputFiles({
    name: `${DRINKS}.xml`,
    mimeType: 'application/xml',
    buffer: invoiceXml(DRINKS),
  });
  const again = page.getByRole('region', { name: 'EMBOTELLADORA DEL VALLE' });
  const today = new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Mexico_City',
  }).format(new Date());
  await expect(again).toContainText(`Ya registrada el ${today}`);
  await expect(again.getByRole('row', { name: /CERVEZA CLARA LATA 355 ML/ })).toContainText('recordado');
  await again.getByRole('button', { name: 'Registrar factura' }).click();
  await expect(again.getByRole('alert')).toHaveText(`Esta factura ya fue registrada el ${today}`);
  expect(await fitsThePhone(page)).toBe(true);

  // Nothing changed: the cola still has the stock of one invoice.
  await page.goto('/productos');
  await expect(rows.filter({ hasText: 'Refresco de cola 600 ml' })).toContainText('60 pzas · $12.49');
});
