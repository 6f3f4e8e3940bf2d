import { describe, expect, it } from 'vitest';
import { purchaseOrders, stockMovements } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';

const { ctx, request, owner, stranger } = useRestaurantApp();

const dashboard = async (user: TestUser) => {
  const response = await request('GET', '/api/dashboard', user.cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('dashboard', () => {
  it('is all zeros for a new restaurant', async () => {
    expect(await dashboard(owner)).toEqual({
      productCount: 0,
      contactCount: 0,
      unreadAlertCount: 0,
      pendingOrderCount: 0,
      inventoryValue: '0.00',
      lowStockCount: 0,
      lowStock: [],
      branchValues: [],
      firstSteps: { contact: false, product: false, recipe: false, order: false, receipt: false },
    });
  });

  it('counts, values exactly (3 × 0.1 + 0.2 = 0.50) and lists at most 5 low-stock products', async () => {
    const contact = (await request('POST', '/api/contacts', owner.cookie, { name: 'Proveedor' })).json();
    await request(
      'POST',
      '/api/products',
      owner.cookie,
      productBody({
        name: 'Clavo',
        currentPrice: '0.1',
        stockQuantity: '3',
        minStockQuantity: '1',
        supplierId: contact.id,
      }),
    );
    await request(
      'POST',
      '/api/products',
      owner.cookie,
      productBody({ name: 'Anís', currentPrice: '0.2', stockQuantity: '1', minStockQuantity: '0' }),
    );
    for (const [index, stock] of ['0', '1', '2', '3', '4', '9.5'].entries()) {
      await request(
        'POST',
        '/api/products',
        owner.cookie,
        productBody({ name: `Bajo ${index}`, currentPrice: '0', stockQuantity: stock, minStockQuantity: '10' }),
      );
    }
    await request(
      'POST',
      '/api/products',
      owner.cookie,
      productBody({ name: 'Justo', currentPrice: '0', stockQuantity: '10', minStockQuantity: '10' }),
    );
    await ctx.database.db.insert(purchaseOrders).values([
      { orderNumber: 'ORD-1', userId: owner.id, supplierId: contact.id, totalAmount: '10', status: 'pendiente' },
      { orderNumber: 'ORD-2', userId: owner.id, supplierId: contact.id, totalAmount: '10', status: 'completada' },
    ]);
    await request(
      'POST',
      '/api/products',
      stranger.cookie,
      productBody({ name: 'Ajeno', currentPrice: '1000', stockQuantity: '1' }),
    );

    const figures = await dashboard(owner);
    expect(figures).toMatchObject({
      productCount: 9,
      contactCount: 1,
      pendingOrderCount: 1,
      unreadAlertCount: 0,
      inventoryValue: '0.50',
      lowStockCount: 6,
    });
    expect(figures.firstSteps).toEqual({ contact: true, product: true, recipe: false, order: true, receipt: false });
    expect((await dashboard(stranger)).firstSteps).toEqual({
      contact: false,
      product: true,
      recipe: false,
      order: false,
      receipt: false,
    });
    expect(figures.lowStock).toHaveLength(5);
    expect(figures.lowStock.map((item: { name: string }) => item.name)).toEqual([
      'Bajo 0',
      'Bajo 1',
      'Bajo 2',
      'Bajo 3',
      'Bajo 4',
    ]);
    expect(figures.lowStock[0]).toEqual({
      id: expect.any(String),
      name: 'Bajo 0',
      stockQuantity: '0.000',
      minStockQuantity: '10.000',
      unit: 'kg',
      packs: [],
    });
  });

  it('counts unread price alerts only', async () => {
    const product = (
      await request('POST', '/api/products', owner.cookie, productBody({ name: 'Vainilla', currentPrice: '10' }))
    ).json();
    await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({ name: 'Vainilla', currentPrice: '12' }),
    );
    await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({ name: 'Vainilla', currentPrice: '11' }),
    );
    expect((await dashboard(owner)).unreadAlertCount).toBe(2);
    const [alert] = (await request('GET', '/api/alerts', owner.cookie)).json();
    await request('POST', `/api/alerts/${alert.id}/read`, owner.cookie);
    expect((await dashboard(owner)).unreadAlertCount).toBe(1);
    expect((await dashboard(stranger)).unreadAlertCount).toBe(0);
  });

  it('marks the first recipe and the first scanned receipt as done', async () => {
    const user = await signUpWithRole(ctx.app, 'restaurant_owner');
    const product = (
      await request('POST', '/api/products', user.cookie, productBody({ name: 'Tomate', currentPrice: '10' }))
    ).json();
    await request('POST', '/api/recipes', user.cookie, {
      name: 'Salsa',
      finalYield: '1',
      yieldUnit: 'litro',
      ingredients: [{ productId: product.id, quantity: '1' }],
    });
    await ctx.database.db
      .insert(stockMovements)
      .values({ productId: product.id, userId: user.id, delta: '1', resultingStock: '2', reason: 'receipt' });
    expect((await dashboard(user)).firstSteps).toMatchObject({
      product: true,
      recipe: true,
      receipt: true,
      order: false,
      contact: false,
    });
  });

  it('requires a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
