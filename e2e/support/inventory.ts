import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Creates a supplier contact through the API (the page's context must be signed in). */
export async function apiContact(request: APIRequestContext, data: { name: string; whatsappNumber?: string }) {
  const response = await request.post('/api/contacts', { data });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { id: string; name: string };
}

export async function apiProduct(
  request: APIRequestContext,
  data: {
    name: string;
    currentPrice: string;
    stockQuantity: string;
    minStockQuantity?: string;
    unit?: string;
    supplierId?: string;
    packs?: Array<{ name: string; quantity: string; unit: string }>;
    densityKgPerL?: string;
    pieceWeightG?: string;
  },
) {
  const response = await request.post('/api/products', {
    data: { minStockQuantity: '10', unit: 'kg', supplierId: 'none', ...data },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { id: string; name: string };
}

/** Fills the product dialog (already open) as a person would. */
export async function fillProductForm(
  page: Page,
  values: { name?: string; price?: string; stock?: string; minimum?: string; unit?: string; supplier?: string },
) {
  const dialog = page.getByRole('dialog');
  if (values.name !== undefined) await dialog.getByLabel('Nombre').fill(values.name);
  if (values.price !== undefined) await dialog.getByLabel('Precio').fill(values.price);
  if (values.stock !== undefined) await dialog.getByLabel('Stock', { exact: true }).fill(values.stock);
  if (values.minimum !== undefined) await dialog.getByLabel('Stock mínimo').fill(values.minimum);
  if (values.unit !== undefined) await dialog.getByLabel('Unidad').fill(values.unit);
  if (values.supplier !== undefined) {
    await dialog.getByLabel('Proveedor').click();
    await page.getByRole('option', { name: values.supplier }).click();
  }
}
