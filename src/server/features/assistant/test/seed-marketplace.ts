import type { App } from '../../../app';
import type { Database } from '../../../platform/db/client';
import { marketplaceProducts } from '../../../platform/db/schema';
import { createCatalogueProduct, createSupplier } from '../../../test/suppliers';

/**
 * The marketplace the seeded kitchen can buy from: a subscribed supplier whose offers the assistant may
 * quote (two spellings of jitomate, by kg and by caja), and an unsubscribed one that must never be offered.
 */
export async function seedMarketplaceSuppliers(app: App, db: Database) {
  const fresh = await createSupplier(app, { companyName: 'Frescos del Valle' });
  await createCatalogueProduct(app, fresh, { name: 'Jitomate Saladet', price: '24.90', unit: 'kg' });
  await createCatalogueProduct(app, fresh, { name: 'jitomate saladet', price: '300.00', unit: 'caja' });
  await createCatalogueProduct(app, fresh, { name: 'Cebolla Blanca', price: '19.00', unit: 'kg' });
  await createCatalogueProduct(app, fresh, { name: 'Aguacate Hass', price: '58.00', unit: 'kg' });
  await createCatalogueProduct(app, fresh, { name: 'Queso Oaxaca', price: '139.00', unit: 'kg', category: 'Lácteos' });
  const unpaid = await createSupplier(app, { companyName: 'Sin Plan SA', subscribed: false });
  // Its catalogue cannot be managed without a plan, so the row goes in directly: it must never be offered.
  await db.insert(marketplaceProducts).values({
    supplierCompanyId: unpaid.companyId,
    name: 'Jitomate saladet',
    category: 'Verduras',
    unit: 'kg',
    price: '10.00',
    stockQuantity: '100',
  });
}
