import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { sumDecimals } from '@common/money';
import { appliedReceipts, orderItems, purchaseOrders } from '../../../platform/db/schema';
import type { useRestaurantApp } from '../../../test/use-test-app';
import type { TestUser } from '../../../test/users';
import { productBody } from '../../inventory/inventory-test-helpers';

/**
 * The taquería every /reportes test reads: two contacts, three products, received orders, a receipt,
 * waste, a count, recipes with and without a sale price, a batch recipe and their preparations, all
 * through the API, with the figures they should give written beside each step.
 */
export function useReportsWorld(app: ReturnType<typeof useRestaurantApp>) {
  const { ctx, request, owner, stranger } = app;
  const ids = { jitomate: '', queso: '', tortilla: '', quesadillas: '', salsa: '', sinPrecio: '' };

  const post = async (url: string, body: unknown, status = 200) => {
    const response = await request('POST', url, owner.cookie, body);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const get = async (url: string, user: TestUser = owner) => {
    const response = await request('GET', url, user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  async function orderAndReceive(
    supplierId: string,
    line: object,
    received: { receivedQuantity: string; unitPrice: string },
  ) {
    const order = await post('/api/orders', { supplierId, items: [line] });
    await post(`/api/orders/${order.id}/receive`, { items: [{ itemId: order.items[0].id, ...received }] });
  }

  beforeAll(async () => {
    const central = await post('/api/contacts', { name: 'Central de Abasto' }, 201);
    const lacteos = await post('/api/contacts', { name: 'Lácteos del Norte' }, 201);
    const product = (body: Record<string, unknown>) => post('/api/products', productBody(body), 201);
    ids.jitomate = (
      await product({
        name: 'Jitomate',
        currentPrice: '18.00',
        stockQuantity: '4',
        category: 'Verduras',
        supplierId: central.id,
        packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
      })
    ).id;
    ids.queso = (
      await product({ name: 'Queso Oaxaca', currentPrice: '120.00', stockQuantity: '5', category: 'Lácteos' })
    ).id;
    ids.tortilla = (await product({ name: 'Tortilla', currentPrice: '2.00', stockQuantity: '100', unit: 'pza' })).id;

    // 2 cajas at $500 → $1,000.00 (50 kg, $20.00/kg); 2.5 of 3 kg of queso at $130 → $325.00.
    await orderAndReceive(
      central.id,
      { productId: ids.jitomate, quantity: 2, unit: 'Caja' },
      { receivedQuantity: '2', unitPrice: '500.00' },
    );
    await orderAndReceive(
      lacteos.id,
      { productId: ids.queso, quantity: 3 },
      { receivedQuantity: '2.5', unitPrice: '130.00' },
    );
    // A pending order entered no stock: not spend.
    await post('/api/orders', {
      supplierId: central.id,
      items: [{ productId: ids.jitomate, quantity: 1, unit: 'Caja' }],
    });
    // A receipt of 50 tortillas at $2.10 → $105.00, price $2.10.
    await post('/api/receipts/apply', {
      supplierName: 'Tienda Don Pepe',
      items: [{ name: 'Tortilla', quantity: '50', unit: 'pza', unitPrice: '2.10', productId: ids.tortilla }],
    });
    // Waste: 0.5 kg of queso at $130 → $65.00; 6 tortillas at $2.10 → $12.60.
    await post('/api/waste', { productId: ids.queso, quantity: '0.5', reason: 'caducado' }, 201);
    await post('/api/waste', { productId: ids.tortilla, quantity: '6', reason: 'danado' }, 201);
    // Count: jitomate 54 → 53.5 (−0.5 × $20 = −$10.00), queso 7 → 7.25 (+0.25 × $130 = +$32.50).
    await post('/api/products/count', {
      items: [
        { productId: ids.jitomate, countedQuantity: '53.5' },
        { productId: ids.queso, countedQuantity: '7.25' },
      ],
    });
    // 30 tortillas ($63.00) + 250 g of queso ($32.50) = $95.50 for 10 → $9.55 each, 38.2 % of $25.
    const ingredients = [
      { productId: ids.tortilla, quantity: '30' },
      { productId: ids.queso, quantity: '250', unit: 'g' },
    ];
    ids.quesadillas = (
      await post('/api/recipes', {
        name: 'Quesadillas',
        finalYield: '10',
        yieldUnit: 'orden',
        salePrice: '25',
        ingredients,
      })
    ).id;
    ids.sinPrecio = (
      await post('/api/recipes', { name: 'Sin precio', finalYield: '1', yieldUnit: 'orden', ingredients })
    ).id;
    // A batch recipe with a sale price: 0.5 kg of jitomate ($10.00) makes 1 l of salsa, 25.0 % of $40.
    const salsa = await product({ name: 'Salsa verde', currentPrice: '10.00', stockQuantity: '0', unit: 'l' });
    ids.salsa = (
      await post('/api/recipes', {
        name: 'Salsa verde',
        finalYield: '1',
        yieldUnit: 'l',
        salePrice: '40',
        ingredients: [{ productId: ids.jitomate, quantity: '0.5' }],
        produces: { productId: salsa.id, quantity: '1', unit: 'l' },
      })
    ).id;
    // Sales: one preparation of 2 batches of 10 quesadillas at $25 → $500.00, cooked at 2 × $95.50 = $191.00. The salsa goes to
    // stock and "Sin precio" has no price: neither is a sale.
    await post('/api/preparations', { recipeId: ids.quesadillas, quantityMultiplier: '2' });
    await post('/api/preparations', { recipeId: ids.salsa, quantityMultiplier: '1' });
    await post('/api/preparations', { recipeId: ids.sinPrecio, quantityMultiplier: '1' });
  });

  const db = () => ctx.database.db;

  /** What entered stock as a purchase, summed by SQL: received order lines plus applied receipts. */
  const receivedSpend = async () => {
    const [orders] = await db()
      .select({ total: sql<string>`sum(${orderItems.totalPrice})::text` })
      .from(orderItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
      .where(and(eq(purchaseOrders.userId, owner.id), isNotNull(purchaseOrders.receivedAt)));
    const [receipts] = await db()
      .select({ total: sql<string>`sum(${appliedReceipts.total})::text` })
      .from(appliedReceipts)
      .where(eq(appliedReceipts.userId, owner.id));
    return sumDecimals([orders.total, receipts.total]);
  };

  return { ctx, request, owner, stranger, ids, post, get, db, receivedSpend };
}
