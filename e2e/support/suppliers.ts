import { expect, type APIRequestContext } from '@playwright/test';
import { createAccount } from './accounts';

/** A supplier with a company and an active plan bought through test mode, all through the API. */
export async function createSubscribedSupplier(request: APIRequestContext, companyName: string) {
  await createAccount(request, { role: 'supplier_vendor', businessName: companyName });
  const company = await request.post('/api/supplier/company', {
    data: { companyName, phone: '5512345678', address: 'Central de Abasto, CDMX' },
  });
  expect(company.ok()).toBeTruthy();
  const plans = (await (await request.get('/api/billing/plans')).json()) as Array<{ id: string; interval: string }>;
  const monthly = plans.find((plan) => plan.interval === 'month')!;
  const checkout = await request.post('/api/billing/checkout', { data: { planId: monthly.id } });
  expect(checkout.ok()).toBeTruthy();
  const token = new URL((await checkout.json()).url, 'http://localhost').searchParams.get('token');
  expect((await request.post('/api/billing/test/complete', { data: { token } })).ok()).toBeTruthy();
  return (await company.json()) as { id: string; companyName: string };
}

export interface ProductSeed {
  name: string;
  category: string;
  price: string;
  unit: 'unidad' | 'kg' | 'lb' | 'litro' | 'caja' | 'paquete';
  description?: string;
  minOrderQuantity?: string;
}

export async function createCatalogueProduct(request: APIRequestContext, product: ProductSeed) {
  const response = await request.post('/api/supplier/products', {
    data: { stockQuantity: '100', minOrderQuantity: '1', ...product },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { id: string };
}
