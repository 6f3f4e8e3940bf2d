import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NUMBER_MESSAGES } from '@common/fields';
import { WASTE_MESSAGES } from '@common/waste';
import { notifications, privateProducts, stockMovements, wasteEntries } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';

const { ctx, request, owner, stranger } = useRestaurantApp();

const createProduct = async (user: TestUser, overrides: Record<string, unknown> = {}): Promise<{ id: string }> => {
  const response = await request('POST', '/api/products', user.cookie, productBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
};
const logWaste = (user: TestUser, body: Record<string, unknown>) => request('POST', '/api/waste', user.cookie, body);
const stockOf = async (productId: string) =>
  (
    await ctx.database.db
      .select({ stock: privateProducts.stockQuantity })
      .from(privateProducts)
      .where(eq(privateProducts.id, productId))
  )[0].stock;
const wasteMovements = (productId: string) =>
  ctx.database.db
    .select({
      delta: stockMovements.delta,
      resultingStock: stockMovements.resultingStock,
      reference: stockMovements.reference,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reason, 'waste')));

describe('logging waste', () => {
  it('takes the converted quantity from stock and values it exactly at the current cost', async () => {
    const queso = await createProduct(owner, { name: 'Queso Oaxaca', currentPrice: '129.90', stockQuantity: '3' });
    // 350 g of a product kept in kg at $129.90/kg: 0.35 × 129.90 = 45.465 → $45.47, rounded once.
    const response = await logWaste(owner, {
      productId: queso.id,
      quantity: '350',
      unit: 'g',
      reason: 'caducado',
      note: '  Se echó a perder  ',
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({
      productId: queso.id,
      productName: 'Queso Oaxaca',
      quantity: '350.000',
      unit: 'g',
      baseQuantity: '0.350',
      baseUnit: 'kg',
      unitCost: '129.90',
      value: '45.47',
      reason: 'caducado',
      note: 'Se echó a perder',
    });
    expect(await stockOf(queso.id)).toBe('2.650');
    expect(await wasteMovements(queso.id)).toEqual([{ delta: '-0.350', resultingStock: '2.650', reference: entry.id }]);
  });

  it('converts through the product’s packs, and uses the base unit when no unit is given', async () => {
    const tortilla = await createProduct(owner, {
      name: 'Tortilla de maíz',
      currentPrice: '2.00',
      stockQuantity: '100',
      minStockQuantity: '0',
      unit: 'pza',
      packs: [{ name: 'Paquete', quantity: '12', unit: 'pza' }],
    });
    const byPack = await logWaste(owner, { productId: tortilla.id, quantity: 2, unit: 'Paquete', reason: 'danado' });
    expect(byPack.json()).toMatchObject({ baseQuantity: '24.000', value: '48.00', unit: 'Paquete' });
    const plain = await logWaste(owner, { productId: tortilla.id, quantity: '6', reason: 'sobreproduccion' });
    expect(plain.json()).toMatchObject({ unit: 'pza', baseQuantity: '6.000', value: '12.00', note: null });
    expect(await stockOf(tortilla.id)).toBe('70.000');
  });

  it('notifies when the waste leaves the product below its minimum', async () => {
    const crema = await createProduct(owner, { name: 'Crema', stockQuantity: '6', minStockQuantity: '5', unit: 'lt' });
    const before = await ctx.database.db.$count(notifications, eq(notifications.userId, owner.id));
    expect((await logWaste(owner, { productId: crema.id, quantity: '2', reason: 'otro' })).statusCode).toBe(201);
    const after = await ctx.database.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(after).toHaveLength(before + 1);
    expect(after.map((row) => row.title)).toContain('Stock Bajo');
  });

  it('refuses bad input in Spanish and changes nothing', async () => {
    const aceite = await createProduct(owner, { name: 'Aceite', stockQuantity: '5', unit: 'lt' });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ quantity: '1', reason: 'caducado' }, 400, WASTE_MESSAGES.productRequired],
      [{ productId: aceite.id, reason: 'caducado' }, 400, WASTE_MESSAGES.quantityRequired],
      [{ productId: aceite.id, quantity: '-1', reason: 'caducado' }, 400, NUMBER_MESSAGES.negative],
      [{ productId: aceite.id, quantity: '0', reason: 'caducado' }, 400, WASTE_MESSAGES.quantityZero],
      [{ productId: aceite.id, quantity: '1.2345', reason: 'caducado' }, 400, NUMBER_MESSAGES.tooManyDecimals(3)],
      [{ productId: aceite.id, quantity: '1', reason: 'robado' }, 400, WASTE_MESSAGES.reasonRequired],
      [{ productId: aceite.id, quantity: '1', reason: 'otro', note: 'x'.repeat(501) }, 400, WASTE_MESSAGES.noteTooLong],
      // 0.0001 l rounds to nothing in stock: refused rather than logged as zero.
      [{ productId: aceite.id, quantity: '0.1', unit: 'ml', reason: 'otro' }, 400, WASTE_MESSAGES.quantityZero],
      [{ productId: aceite.id, quantity: '6', reason: 'otro' }, 409, 'Stock insuficiente para Aceite'],
      [{ productId: aceite.id, quantity: '200', unit: 'g', reason: 'otro' }, 400, 'agrega la densidad del producto'],
      [{ productId: crypto.randomUUID(), quantity: '1', reason: 'otro' }, 404, WASTE_MESSAGES.productNotFound],
    ];
    for (const [body, status, message] of cases) {
      const response = await logWaste(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.message).toContain(message);
    }
    expect(await stockOf(aceite.id)).toBe('5.000');
    expect(await wasteMovements(aceite.id)).toEqual([]);
    expect(await ctx.database.db.$count(wasteEntries, eq(wasteEntries.productId, aceite.id))).toBe(0);
  });

  it('lets one of two concurrent wastes through when stock covers one', async () => {
    const pan = await createProduct(owner, { name: 'Pan telera', stockQuantity: '10', unit: 'pza' });
    const responses = await Promise.all(
      [1, 2].map(() => logWaste(owner, { productId: pan.id, quantity: '8', reason: 'caducado' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(pan.id)).toBe('2.000');
    expect(await ctx.database.db.$count(wasteEntries, eq(wasteEntries.productId, pan.id))).toBe(1);
  });

  it('is the owner’s: another restaurant’s product is not found and its log is not seen', async () => {
    const leche = await createProduct(owner, { name: 'Leche', stockQuantity: '10', unit: 'lt' });
    const response = await logWaste(stranger, { productId: leche.id, quantity: '1', reason: 'otro' });
    expect(response.statusCode).toBe(404);
    expect(await stockOf(leche.id)).toBe('10.000');
    const month = (await request('GET', '/api/waste', stranger.cookie)).json();
    expect(month.entries).toEqual([]);
  });
});

describe('the month of waste', () => {
  it('lists the month’s entries newest first with exact totals by reason, and keeps them after the product is deleted', async () => {
    const cook = await signUpWithRole(ctx.app, 'restaurant_owner');
    const carne = await createProduct(cook, { name: 'Arrachera', currentPrice: '289.50', stockQuantity: '10' });
    const cebolla = await createProduct(cook, { name: 'Cebolla', currentPrice: '18.30', stockQuantity: '10' });
    await logWaste(cook, { productId: carne.id, quantity: '0.5', reason: 'error_preparacion' });
    await logWaste(cook, { productId: cebolla.id, quantity: '1.1', reason: 'caducado' });
    await logWaste(cook, { productId: carne.id, quantity: '0.25', reason: 'caducado' });
    expect((await request('DELETE', `/api/products/${cebolla.id}`, cook.cookie)).statusCode).toBe(204);

    const response = await request('GET', '/api/waste', cook.cookie);
    expect(response.statusCode).toBe(200);
    const month = response.json();
    expect(month.month).toMatch(/^\d{4}-\d{2}$/);
    expect(
      month.entries.map((entry: { productName: string; value: string }) => [entry.productName, entry.value]),
    ).toEqual([
      ['Arrachera', '72.38'],
      ['Cebolla', '20.13'],
      ['Arrachera', '144.75'],
    ]);
    expect(month.entries[1].productId).toBeNull();
    // 72.375 → 72.38, 20.13 and 144.75: each entry is rounded once, the totals add the entries.
    expect(month.totals).toEqual({
      value: '237.26',
      byReason: [
        { reason: 'caducado', count: 2, value: '92.51' },
        { reason: 'error_preparacion', count: 1, value: '144.75' },
      ],
    });

    const other = await request('GET', '/api/waste?month=2001-01', cook.cookie);
    expect(other.json()).toEqual({ month: '2001-01', entries: [], totals: { value: '0.00', byReason: [] } });
    const bad = await request('GET', '/api/waste?month=2026-13', cook.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Mes inválido (usa AAAA-MM)');
  });
});
