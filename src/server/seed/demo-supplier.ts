import type { Plan, SubscriptionStatus } from '@common/billing';
import type { CatalogueProductInput, Company, CompanyInput } from '@common/suppliers';
import type { App } from '../app';
import { applyBillingEvent } from '../features/billing/service';
import type { ApiClient } from './api-client';

const COMPANY: CompanyInput = {
  companyName: 'Frescos del Valle',
  businessDescription: 'Frutas y verduras frescas para restaurantes del Valle de México.',
  phone: '5587654321',
  address: 'Central de Abasto, Bodega J-45, Iztapalapa, CDMX',
  taxId: 'FVA190312AB1',
};

const CATALOGUE: CatalogueProductInput[] = [
  {
    name: 'Jitomate bola primera',
    category: 'Verduras',
    unit: 'kg',
    price: '26.00',
    stockQuantity: '500',
    minOrderQuantity: '5',
    description: 'Jitomate bola de primera calidad, cosecha de Sinaloa.',
  },
  {
    name: 'Aguacate Hass calibre 48',
    category: 'Verduras',
    unit: 'caja',
    price: '780.00',
    stockQuantity: '40',
    minOrderQuantity: '1',
    description: 'Caja de 10 kg, punto de maduración a elegir.',
  },
  {
    name: 'Cebolla blanca',
    category: 'Verduras',
    unit: 'kg',
    price: '21.50',
    stockQuantity: '800',
    minOrderQuantity: '10',
    description: 'Cebolla blanca mediana, seleccionada.',
  },
  {
    name: 'Limón persa',
    category: 'Frutas',
    unit: 'kg',
    price: '29.00',
    stockQuantity: '600',
    minOrderQuantity: '5',
    description: 'Limón persa sin semilla, muy jugoso.',
  },
  {
    name: 'Chile serrano',
    category: 'Verduras',
    unit: 'kg',
    price: '39.00',
    stockQuantity: '120',
    minOrderQuantity: '2',
    description: 'Chile serrano fresco del día.',
  },
  {
    name: 'Cilantro',
    category: 'Hierbas',
    unit: 'paquete',
    price: '7.00',
    stockQuantity: '300',
    minOrderQuantity: '10',
    description: 'Manojo de cilantro fresco, paquete de 1 pieza.',
  },
];

/** The supplier's company, its monthly plan and its catalogue; returns the company's id. */
export async function seedSupplier(app: App, supplier: ApiClient): Promise<string> {
  const company = await supplier.post<Company>('/api/supplier/company', COMPANY);
  const [monthly] = (await supplier.get<Plan[]>('/api/billing/plans')).filter((plan) => plan.interval === 'month');
  const { provider } = await supplier.get<SubscriptionStatus>('/api/billing/subscription');
  if (provider === 'test') {
    // What the "Pago de prueba" page does: the checkout's signed token, then its completion.
    const { url } = await supplier.post<{ url: string }>('/api/billing/checkout', { planId: monthly.id });
    const token = new URL(url, 'http://localhost').searchParams.get('token');
    await supplier.post('/api/billing/test/complete', { token });
  } else {
    // With Stripe only a real payment activates a plan through the API; the demo account gets a
    // complimentary one through the same event path that Stripe's webhooks take, and no Stripe customer.
    await applyBillingEvent(app.db, 'test', {
      id: `demo_plan_${supplier.userId}`,
      type: 'demo.plan.granted',
      changes: [
        {
          kind: 'subscription.changed',
          subscriptionId: `demo_sub_${supplier.userId}`,
          userId: supplier.userId,
          status: 'active',
          planId: monthly.id,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
        },
      ],
    });
  }
  for (const product of CATALOGUE) await supplier.post('/api/supplier/products', product);
  return company.id;
}
