import type { App } from '../app';
import { signUpWithRole, type TestUser } from './users';

/** A supplier with a company and, unless `subscribed: false`, an active plan bought through test mode. */
export async function createSupplier(
  app: App,
  options: { companyName?: string; subscribed?: boolean } = {},
): Promise<TestUser & { companyId: string }> {
  const user = await signUpWithRole(app, 'supplier_vendor');
  const headers = { cookie: user.cookie };
  const company = await app.inject({
    method: 'POST',
    url: '/api/supplier/company',
    headers,
    payload: {
      companyName: options.companyName ?? 'Frescos del Valle',
      phone: '5512345678',
      address: 'Central de Abasto',
    },
  });
  if (company.statusCode !== 200) throw new Error(`company failed: ${company.body}`);
  if (options.subscribed !== false) {
    const [plan] = (await app.inject({ method: 'GET', url: '/api/billing/plans' })).json();
    const { url } = (
      await app.inject({ method: 'POST', url: '/api/billing/checkout', headers, payload: { planId: plan.id } })
    ).json();
    const token = new URL(url, 'http://x').searchParams.get('token');
    await app.inject({ method: 'POST', url: '/api/billing/test/complete', headers, payload: { token } });
  }
  return { ...user, companyId: company.json().id };
}

/** Cancels the supplier's plan through test mode: its products leave the marketplace. */
export async function cancelPlan(app: App, supplier: TestUser) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/billing/test/portal',
    headers: { cookie: supplier.cookie },
    payload: { action: 'cancel' },
  });
  if (response.statusCode !== 200) throw new Error(`cancel failed: ${response.body}`);
}

export async function createCatalogueProduct(app: App, supplier: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/supplier/products',
    headers: { cookie: supplier.cookie },
    payload: {
      name: 'Jitomate bola',
      category: 'Verduras',
      price: '26.50',
      unit: 'kg',
      stockQuantity: '100',
      minOrderQuantity: '1',
      ...overrides,
    },
  });
  if (response.statusCode !== 200) throw new Error(`product failed: ${response.body}`);
  return response.json() as { id: string; name: string; price: string };
}
