import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceAlerts, privateProducts, stockMovements } from '../../platform/db/schema';
import { snapshotDatabase } from '../../security/snapshot';
import { useRestaurantApp } from '../../test/use-test-app';
import { productBody } from '../inventory/inventory-test-helpers';

/** "Aplicar" with lines in the receipt's units: converted to each product's base unit (decision 037). */
const { ctx, request, owner } = useRestaurantApp();

const createProduct = async (overrides: Record<string, unknown>) => {
  const response = await request('POST', '/api/products', owner.cookie, productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const apply = (payload: unknown) => request('POST', '/api/receipts/apply', owner.cookie, payload);
const productRow = async (id: string) =>
  (await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, id)))[0];
const movementsOf = (productId: string) =>
  ctx.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));
const alertsOf = (productId: string) =>
  ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.productId, productId));

describe('applying a receipt in its own units', () => {
  it('converts cajas, grams and dozens to the base unit and prices the product per base unit', async () => {
    const tomato = await createProduct({
      name: 'Jitomate',
      currentPrice: '18.00',
      stockQuantity: '4',
      packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
    });
    const cheese = await createProduct({ name: 'Queso Oaxaca', currentPrice: '140.00', stockQuantity: '1' });
    const eggs = await createProduct({ name: 'Huevo', unit: 'pza', currentPrice: '3.00', stockQuantity: '10' });
    const response = await apply({
      supplierName: 'CENTRAL DE ABASTO',
      date: '2025-07-01',
      items: [
        { name: 'JITOMATE SALADET', quantity: '2', unit: 'caja', unitPrice: '500.00', productId: tomato.id },
        { name: 'QUESO OAXACA', quantity: '500', unit: 'gr', unitPrice: '0.14', productId: cheese.id },
        { name: 'HUEVO BLANCO', quantity: '2', unit: 'docena', unitPrice: '36.00', productId: eggs.id },
        { name: 'CREMA', quantity: '2', unit: 'Litros', unitPrice: '55.50', productId: null },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ updated: 3, created: 1, priceAlerts: 1 });

    expect(await productRow(tomato.id)).toMatchObject({ stockQuantity: '54.000', currentPrice: '20.00' });
    expect(await movementsOf(tomato.id)).toContainEqual(
      expect.objectContaining({ reason: 'receipt', delta: '50.000', resultingStock: '54.000' }),
    );
    expect(await alertsOf(tomato.id)).toMatchObject([{ oldPrice: '18.00', newPrice: '20.00' }]);
    // $0.14 a gram is what $140.00 the kg comes to: the price stays, and no alert.
    expect(await productRow(cheese.id)).toMatchObject({ stockQuantity: '1.500', currentPrice: '140.00' });
    expect(await alertsOf(cheese.id)).toEqual([]);
    // $36 the dozen is $3.00 the piece.
    expect(await productRow(eggs.id)).toMatchObject({ stockQuantity: '34.000', currentPrice: '3.00' });
    const created = response.json().products.find((product: { created: boolean }) => product.created);
    expect(await productRow(created.id)).toMatchObject({ unit: 'lt', stockQuantity: '2.000', currentPrice: '55.50' });
  });

  it('refuses a line whose unit does not convert, naming the line, and applies nothing', async () => {
    const rice = await createProduct({ name: 'Arroz', currentPrice: '22.00', stockQuantity: '5' });
    const oil = await createProduct({ name: 'Aceite', unit: 'lt', currentPrice: '40.00', stockQuantity: '5' });
    const before = await snapshotDatabase(ctx.database.db);
    for (const [line, message] of [
      [
        { name: 'ACEITE 1-2-3', quantity: '9', unit: 'kg', unitPrice: '50', productId: oil.id },
        'Línea 2 («ACEITE 1-2-3»): No se puede convertir kg a l en «Aceite»: agrega la densidad del producto (1 l ≈ … kg)',
      ],
      [
        { name: 'ARROZ SOS', quantity: '1', unit: 'costal', unitPrice: '500', productId: rice.id },
        'Línea 2 («ARROZ SOS»): No se puede convertir costal a kg en «Arroz»: agrega una presentación de compra que diga cuánto trae (por ejemplo «Caja 25 kg»)',
      ],
    ] as const) {
      const response = await apply({
        supplierName: 'ABARROTES',
        items: [{ name: 'ARROZ', quantity: '1', unit: 'kg', unitPrice: '25', productId: rice.id }, line],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'unit_mismatch', message });
    }
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });

  it('still refuses the same receipt twice, in whatever units it is written', async () => {
    const flour = await createProduct({
      name: 'Harina',
      currentPrice: '20.00',
      stockQuantity: '0',
      packs: [{ name: 'Bulto', quantity: '44', unit: 'kg' }],
    });
    const receipt = {
      supplierName: 'HARINERA',
      date: '2025-07-02',
      items: [{ name: 'HARINA', quantity: '1', unit: 'bulto', unitPrice: '880.00', productId: flour.id }],
    };
    expect((await apply(receipt)).statusCode).toBe(200);
    expect((await productRow(flour.id)).stockQuantity).toBe('44.000');
    const again = await apply(receipt);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('duplicate_receipt');
    expect((await productRow(flour.id)).stockQuantity).toBe('44.000');
  });
});
