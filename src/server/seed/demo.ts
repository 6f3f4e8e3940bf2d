import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import {
  marketplaceProducts,
  orderItems,
  privateProducts,
  purchaseOrders,
  restaurantContacts,
  stockMovements,
  subscriptionPlans,
  subscriptions,
  supplierCompanies,
  userRoles,
  users,
} from '../platform/db/schema';
import { DEMO_CONTACTS, DEMO_MARKETPLACE, DEMO_PRODUCTS } from './demo-data';

export const DEMO_ACCOUNTS = [
  { label: 'Restaurante', email: 'restaurante@alacena.mx', password: 'alacena123', businessName: 'Taquería El Fogón', role: 'restaurant_owner' },
  { label: 'Proveedor (plan activo)', email: 'proveedor@alacena.mx', password: 'alacena123', businessName: 'Frescos del Valle', role: 'supplier_vendor' },
  { label: 'Administrador', email: 'admin@alacena.mx', password: 'alacena123', businessName: 'Operación Alacena', role: 'admin' },
] as const;

/** Seeds the demo accounts and their data once, when the database has no users. Returns whether it ran. */
export async function seedDemoData(app: App): Promise<boolean> {
  const [{ count }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: account.email, password: account.password, businessName: account.businessName },
    });
    if (response.statusCode !== 200) throw new Error(`No se pudo crear la cuenta demo ${account.email}: ${response.body}`);
    ids[account.role] = response.json().user.id;
    await app.db.insert(userRoles).values({ userId: ids[account.role], role: account.role });
  }

  await app.db.transaction(async (tx) => {
    const restaurantId = ids.restaurant_owner;
    const contacts = await tx
      .insert(restaurantContacts)
      .values(DEMO_CONTACTS.map((contact) => ({ ...contact, userId: restaurantId })))
      .returning({ id: restaurantContacts.id });
    const products = await tx
      .insert(privateProducts)
      .values(
        DEMO_PRODUCTS.map(([name, unit, currentPrice, stockQuantity, minStockQuantity, contact, category]) => ({
          userId: restaurantId,
          name,
          unit,
          currentPrice,
          stockQuantity,
          minStockQuantity,
          category,
          supplierId: contact === null ? null : contacts[contact].id,
        })),
      )
      .returning();
    await tx.insert(stockMovements).values(
      products.map((product) => ({
        productId: product.id,
        userId: restaurantId,
        delta: product.stockQuantity,
        resultingStock: product.stockQuantity,
        reason: 'initial' as const,
      })),
    );

    const orderLines = products.slice(0, 3).map((product, index) => ({ product, quantity: String(5 + index * 5) }));
    const total = orderLines.reduce((sum, line) => sum + Number(line.quantity) * Math.round(Number(line.product.currentPrice) * 100), 0);
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        orderNumber: `ORD-${Date.now()}`,
        userId: restaurantId,
        supplierId: contacts[0].id,
        totalAmount: (total / 100).toFixed(2),
        notes: 'Entregar antes de las 9:00',
      })
      .returning();
    await tx.insert(orderItems).values(
      orderLines.map(({ product, quantity }, position) => ({
        orderId: order.id,
        userId: restaurantId,
        productId: product.id,
        productName: product.name,
        unit: product.unit,
        quantity,
        unitPrice: product.currentPrice,
        totalPrice: ((Number(quantity) * Math.round(Number(product.currentPrice) * 100)) / 100).toFixed(2),
        position,
      })),
    );

    const supplierId = ids.supplier_vendor;
    const [company] = await tx
      .insert(supplierCompanies)
      .values({
        userId: supplierId,
        companyName: 'Frescos del Valle',
        businessDescription: 'Frutas y verduras frescas para restaurantes del Valle de México.',
        phone: '5587654321',
        address: 'Central de Abasto, Bodega J-45, Iztapalapa, CDMX',
        taxId: 'FVA190312AB1',
      })
      .returning();
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.interval, 'month'));
    await tx.insert(subscriptions).values({
      userId: supplierId,
      planId: plan.id,
      status: 'active',
      provider: 'test',
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    });
    await tx.insert(marketplaceProducts).values(
      DEMO_MARKETPLACE.map((product) => ({
        supplierCompanyId: company.id,
        name: product.name,
        description: product.description,
        category: product.category,
        unit: product.unit,
        price: product.price,
        stockQuantity: product.stock,
        minOrderQuantity: product.min,
      })),
    );
  });
  return true;
}
