import type { App } from '../../../app';
import type { Database } from '../../../platform/db/client';
import {
  orderItems,
  priceAlerts,
  privateProducts,
  purchaseOrders,
  recipeIngredients,
  recipes,
  restaurantContacts,
  stockMovements,
} from '../../../platform/db/schema';
import { signUpWithRole, type TestUser } from '../../../test/users';
import { seedMarketplaceSuppliers } from './seed-marketplace';
import { LAST_MONTH } from './spending-instant';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type ProductRow = typeof privateProducts.$inferSelect;

export interface SeededKitchen {
  owner: TestUser;
  other: TestUser;
  products: Record<'jitomate' | 'cebolla' | 'aguacate' | 'arrachera' | 'queso' | 'tortilla' | 'aceite', ProductRow>;
  latestOrderNumber: string;
}

let sequence = 0;

/**
 * A restaurant with products, contacts, stock movements, price alerts, orders and a recipe; a
 * subscribed marketplace supplier and an unsubscribed one; and another restaurant whose data must
 * never show up in the first one's figures.
 */
export async function seedKitchen(app: App, db: Database): Promise<SeededKitchen> {
  sequence += 1;
  const owner = await signUpWithRole(app, 'restaurant_owner');
  const other = await signUpWithRole(app, 'restaurant_owner');
  const [lupita, beto] = await db
    .insert(restaurantContacts)
    .values([
      { userId: owner.id, name: 'Abarrotes Lupita' },
      { userId: owner.id, name: 'Carnes Don Beto' },
    ])
    .returning();
  const product = async (values: Omit<typeof privateProducts.$inferInsert, 'userId'>, userId = owner.id) =>
    (
      await db
        .insert(privateProducts)
        .values({ userId, ...values })
        .returning()
    )[0];
  const products = {
    jitomate: await product({
      name: 'Jitomate saladet',
      unit: 'kg',
      currentPrice: '28.50',
      stockQuantity: '3',
      minStockQuantity: '10',
      supplierId: lupita.id,
      category: 'Verduras',
    }),
    cebolla: await product({
      name: 'Cebolla blanca',
      unit: 'kg',
      currentPrice: '18.00',
      stockQuantity: '12',
      minStockQuantity: '10',
      supplierId: lupita.id,
      category: 'Verduras',
    }),
    aguacate: await product({
      name: 'Aguacate hass',
      unit: 'kg',
      currentPrice: '65.00',
      stockQuantity: '1.5',
      minStockQuantity: '5',
      supplierId: lupita.id,
      category: 'Verduras',
    }),
    arrachera: await product({
      name: 'Arrachera',
      unit: 'kg',
      currentPrice: '320.00',
      stockQuantity: '8',
      minStockQuantity: '4',
      supplierId: beto.id,
      category: 'Carnes',
    }),
    queso: await product({
      name: 'Queso Oaxaca',
      unit: 'kg',
      currentPrice: '150.00',
      stockQuantity: '0',
      minStockQuantity: '3',
      category: 'Lácteos',
    }),
    tortilla: await product({
      name: 'Tortilla de maíz',
      unit: 'kg',
      currentPrice: '22.00',
      stockQuantity: '40',
      minStockQuantity: '10',
    }),
    aceite: await product({
      name: 'Aceite vegetal',
      unit: 'litro',
      currentPrice: '45.00',
      stockQuantity: '6',
      minStockQuantity: '4',
      category: 'Abarrotes',
    }),
  };
  // The other restaurant: a cheap, empty jitomate, an order and an alert that must never be counted.
  const foreign = await product(
    { name: 'Jitomate saladet', unit: 'kg', currentPrice: '1.00', stockQuantity: '0', minStockQuantity: '50' },
    other.id,
  );

  await db.insert(stockMovements).values([
    {
      userId: owner.id,
      productId: products.cebolla.id,
      delta: '-4',
      resultingStock: '12',
      reason: 'preparation',
      createdAt: daysAgo(3),
    },
    {
      userId: owner.id,
      productId: products.cebolla.id,
      delta: '-4',
      resultingStock: '16',
      reason: 'preparation',
      createdAt: daysAgo(10),
    },
    {
      userId: owner.id,
      productId: products.cebolla.id,
      delta: '-100',
      resultingStock: '20',
      reason: 'manual',
      createdAt: daysAgo(40),
    },
    {
      userId: owner.id,
      productId: products.arrachera.id,
      delta: '-6',
      resultingStock: '8',
      reason: 'preparation',
      createdAt: daysAgo(5),
    },
    {
      userId: owner.id,
      productId: products.arrachera.id,
      delta: '10',
      resultingStock: '14',
      reason: 'receiving',
      createdAt: daysAgo(20),
    },
    {
      userId: owner.id,
      productId: products.jitomate.id,
      delta: '12.5',
      resultingStock: '15',
      reason: 'receipt',
      createdAt: daysAgo(9),
    },
    {
      userId: owner.id,
      productId: products.jitomate.id,
      delta: '-12',
      resultingStock: '3',
      reason: 'preparation',
      createdAt: daysAgo(2),
    },
    {
      userId: other.id,
      productId: foreign.id,
      delta: '-500',
      resultingStock: '0',
      reason: 'manual',
      createdAt: daysAgo(1),
    },
  ]);

  await db.insert(priceAlerts).values([
    {
      userId: owner.id,
      productId: products.jitomate.id,
      oldPrice: '24.00',
      newPrice: '26.00',
      priceChangePercent: '8.33',
      alertDate: daysAgo(60),
    },
    {
      userId: owner.id,
      productId: products.jitomate.id,
      oldPrice: '26.00',
      newPrice: '28.50',
      priceChangePercent: '9.62',
      alertDate: daysAgo(10),
    },
    {
      userId: owner.id,
      productId: products.arrachera.id,
      oldPrice: '340.00',
      newPrice: '320.00',
      priceChangePercent: '-5.88',
      alertDate: daysAgo(15),
    },
    {
      userId: owner.id,
      productId: products.aceite.id,
      oldPrice: '40.00',
      newPrice: '45.00',
      priceChangePercent: '12.50',
      alertDate: daysAgo(120),
    },
    {
      userId: other.id,
      productId: foreign.id,
      oldPrice: '0.50',
      newPrice: '1.00',
      priceChangePercent: '100.00',
      alertDate: daysAgo(1),
    },
  ]);

  const inLastMonth = (days: number) => new Date(LAST_MONTH.from.getTime() + days * DAY);
  const order = async (
    values: Omit<typeof purchaseOrders.$inferInsert, 'orderNumber' | 'userId'>,
    lines: Array<[ProductRow, string, string]>,
    userId = owner.id,
  ) => {
    const orderNumber = `ORD-T${sequence}-${Math.random().toString(36).slice(2, 10)}`;
    const [row] = await db
      .insert(purchaseOrders)
      .values({ orderNumber, userId, ...values })
      .returning();
    if (lines.length > 0) {
      await db.insert(orderItems).values(
        lines.map(([item, quantity, unitPrice], position) => ({
          orderId: row.id,
          userId,
          productId: item.id,
          productName: item.name,
          unit: item.unit,
          quantity,
          unitPrice,
          totalPrice: (Number(quantity) * Number(unitPrice)).toFixed(2),
          position,
        })),
      );
    }
    return row;
  };
  await order({ supplierId: lupita.id, totalAmount: '1500.00', status: 'completada', orderDate: inLastMonth(2) }, [
    [products.jitomate, '50', '26.00'],
    [products.aguacate, '3', '60.00'],
    [products.cebolla, '10', '3.00'],
  ]);
  await order({ supplierId: beto.id, totalAmount: '820.50', status: 'pendiente', orderDate: inLastMonth(5) }, []);
  await order({ supplierId: beto.id, totalAmount: '999.99', status: 'cancelada', orderDate: inLastMonth(6) }, []);
  await order({ totalAmount: '5000.00', status: 'completada', orderDate: inLastMonth(3) }, [], other.id);
  const latest = await order(
    { supplierId: lupita.id, totalAmount: '640.00', status: 'pendiente', orderDate: new Date() },
    [
      [products.jitomate, '10', '28.50'],
      [products.cebolla, '5', '18.00'],
      [products.aguacate, '4', '66.25'],
    ],
  );

  await seedMarketplaceSuppliers(app, db);

  const [guacamole] = await db
    .insert(recipes)
    .values({
      userId: owner.id,
      name: 'Guacamole de la casa',
      category: 'Entradas',
      finalYield: '10',
      yieldUnit: 'porción',
      preparationSteps: ['Machacar el aguacate', 'Mezclar'],
    })
    .returning();
  await db.insert(recipeIngredients).values([
    { recipeId: guacamole.id, productId: products.aguacate.id, quantity: '1', unit: 'kg' },
    { recipeId: guacamole.id, productId: products.cebolla.id, quantity: '0.2', unit: 'kg' },
    { recipeId: guacamole.id, productId: products.jitomate.id, quantity: '0.3', unit: 'kg' },
  ]);
  return { owner, other, products, latestOrderNumber: latest.orderNumber };
}
