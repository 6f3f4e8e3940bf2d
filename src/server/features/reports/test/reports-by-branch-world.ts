import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { sumDecimals } from '@common/money';
import {
  appliedReceipts,
  branchStocks,
  orderItems,
  privateProducts,
  purchaseOrders,
  stockMovements,
} from '../../../platform/db/schema';
import type { useRestaurantApp } from '../../../test/use-test-app';
import { productBody } from '../../inventory/inventory-test-helpers';
import { previewFixture } from '../../invoices/test/fixtures';

/**
 * The taquería every /reportes-by-branch test reads (decision 057): "Centro" (main) and "Roma", seeded
 * through the API, and the direct SQL computations each branch's figures must equal.
 */
export function useReportsByBranchWorld(app: ReturnType<typeof useRestaurantApp>) {
  const { ctx, request, owner, stranger } = app;
  const db = () => ctx.database.db;
  const branches = { centro: '', roma: '' };
  const products = { jitomate: '', queso: '' };

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, status = 200) => {
    const response = await request(method, url, owner.cookie, body);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const get = (url: string) => call('GET', url);
  const post = (url: string, body: unknown, status = 200) => call('POST', url, body, status);
  /** The report URL narrowed to one branch. */
  const at = (url: string, branch: string) => `${url}${url.includes('?') ? '&' : '?'}locationId=${branch}`;

  beforeAll(async () => {
    const product = async (body: Record<string, unknown>) =>
      (await post('/api/products', productBody(body), 201)).id as string;
    // Made before the branches: their opening stock names no branch, so it is the main branch's.
    products.jitomate = await product({ name: 'Jitomate', unit: 'kg', currentPrice: '20.00', stockQuantity: '10' });
    products.queso = await product({ name: 'Queso', unit: 'kg', currentPrice: '100.00', stockQuantity: '4' });
    const saved = await call('PUT', '/api/restaurant', {
      restaurantName: 'Taquería Los Arcos',
      locations: [
        { locationName: 'Centro', address: 'Madero 10', isMainLocation: true },
        { locationName: 'Roma', address: 'Orizaba 5' },
      ],
    });
    [branches.centro, branches.roma] = saved.locations.map((location: { id: string }) => location.id);
    const { centro, roma } = branches;
    const { jitomate, queso } = products;

    await post(
      '/api/products/transfers',
      {
        fromLocationId: centro,
        toLocationId: roma,
        lines: [
          { productId: jitomate, quantity: '4' },
          { productId: queso, quantity: '1' },
        ],
      },
      201,
    );
    const contact = await post('/api/contacts', { name: 'Central de Abasto' }, 201);
    const orderAndReceive = async (quantity: string, price: string, made?: string, receivedInto?: string) => {
      const order = await post('/api/orders', {
        supplierId: contact.id,
        items: [{ productId: jitomate, quantity: Number(quantity) }],
        locationId: made,
      });
      await post(`/api/orders/${order.id}/receive`, {
        items: [{ itemId: order.items[0].id, receivedQuantity: quantity, unitPrice: price }],
        locationId: receivedInto,
      });
    };
    await orderAndReceive('5', '22.00'); // Centro, the main branch: $110.00.
    await orderAndReceive('2', '22.00', centro, roma); // Made for Centro, received into Roma: Roma's $44.00.
    await post('/api/receipts/apply', {
      supplierName: 'Lácteos del Norte',
      items: [{ name: 'Queso', quantity: '1', unit: 'kg', unitPrice: '100.00', productId: queso }],
      locationId: roma,
    });
    // A CFDI into Roma, every line a new product.
    const invoice = await previewFixture(ctx.app, owner.cookie, 'produce-kgm-iva0');
    await post('/api/invoices/cfdi/apply', {
      uuid: invoice.uuid,
      lines: invoice.lines.map(() => ({ action: 'new' })),
      locationId: roma,
    });

    await post('/api/waste', { productId: queso, quantity: '0.5', reason: 'caducado', locationId: roma }, 201);
    await post('/api/waste', { productId: jitomate, quantity: '1', reason: 'danado' }, 201);
    await post('/api/products/count', { items: [{ productId: jitomate, countedQuantity: '5.5' }], locationId: roma });
    await post('/api/products/count', { items: [{ productId: queso, countedQuantity: '3.25' }], locationId: centro });

    const recipe = await post('/api/recipes', {
      name: 'Ensalada',
      finalYield: '4',
      yieldUnit: 'orden',
      salePrice: '30',
      ingredients: [{ productId: jitomate, quantity: '0.5' }],
    });
    await post('/api/preparations', { recipeId: recipe.id, quantityMultiplier: '2', locationId: roma });
    await post('/api/preparations', { recipeId: recipe.id, quantityMultiplier: '1' });
  });

  /** A direct SQL sum, rounded to cents. */
  const money = async (expression: SQL, from: SQL) => {
    const [row] = await db()
      .select({ total: sql<string>`round(coalesce(${expression}, 0), 2)::text` })
      .from(from);
    return row.total;
  };
  const sqlSpend = async (branch: string) => {
    const [orders] = await db()
      .select({ total: sql<string>`coalesce(sum(${orderItems.totalPrice}), 0)::text` })
      .from(orderItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
      .where(
        and(
          eq(purchaseOrders.userId, owner.id),
          isNotNull(purchaseOrders.receivedAt),
          eq(purchaseOrders.locationId, branch),
        ),
      );
    const [receipts] = await db()
      .select({ total: sql<string>`coalesce(sum(${appliedReceipts.total}), 0)::text` })
      .from(appliedReceipts)
      .where(and(eq(appliedReceipts.userId, owner.id), eq(appliedReceipts.locationId, branch)));
    return sumDecimals([orders.total, receipts.total]);
  };
  const sqlBranchValue = (branch: string) =>
    money(
      sql`sum(${branchStocks.quantity} * ${privateProducts.currentPrice})`,
      sql`${branchStocks} join ${privateProducts} on ${privateProducts.id} = ${branchStocks.productId} where ${branchStocks.locationId} = ${branch}`,
    );
  const sqlJournal = (branch: string, reason: string) =>
    money(
      sql`sum(${stockMovements.delta} * ${privateProducts.currentPrice})`,
      sql`${stockMovements} join ${privateProducts} on ${privateProducts.id} = ${stockMovements.productId}
        where ${stockMovements.locationId} = ${branch} and ${stockMovements.reason} = ${reason}`,
    );

  return { request, owner, stranger, db, branches, products, get, at, money, sqlSpend, sqlBranchValue, sqlJournal };
}
