import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALERT_TEXTS } from '@common/alerts';
import { priceAlerts, recipeIngredients, recipes } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';

const { ctx, request, owner, stranger } = useRestaurantApp();

const newProduct = async (user: TestUser, overrides: Record<string, unknown>) =>
  (await request('POST', '/api/products', user.cookie, productBody(overrides))).json();
const setPrice = (
  user: TestUser,
  product: { id: string; name: string; supplierId: string | null },
  currentPrice: string,
) =>
  request(
    'PUT',
    `/api/products/${product.id}`,
    user.cookie,
    productBody({ name: product.name, supplierId: product.supplierId, currentPrice }),
  );
const alerts = async (user: TestUser) => (await request('GET', '/api/alerts', user.cookie)).json();
const unread = async (user: TestUser) => (await request('GET', '/api/alerts/unread-count', user.cookie)).json().count;

describe('price alerts', () => {
  it('lists the alert with product, supplier, prices and percent, unread first and newest first', async () => {
    const contact = (await request('POST', '/api/contacts', owner.cookie, { name: 'Frutas Lupita' })).json();
    const mango = await newProduct(owner, { name: 'Mango', currentPrice: '30', supplierId: contact.id });
    const sal = await newProduct(owner, { name: 'Sal', currentPrice: '8' });
    await setPrice(owner, mango, '33.75');
    await setPrice(owner, sal, '6');
    const list = await alerts(owner);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      productName: 'Sal',
      supplierName: null,
      oldPrice: '8.00',
      newPrice: '6.00',
      priceChangePercent: '-25.00',
      isRead: false,
      recipes: [],
    });
    expect(list[1]).toMatchObject({
      productName: 'Mango',
      supplierName: 'Frutas Lupita',
      oldPrice: '30.00',
      newPrice: '33.75',
      priceChangePercent: '12.50',
      unit: 'kg',
    });
    expect(await unread(owner)).toBe(2);

    const read = await request('POST', `/api/alerts/${list[0].id}/read`, owner.cookie);
    expect(read.json()).toEqual({ id: list[0].id, isRead: true });
    const after = await alerts(owner);
    expect(after.map((alert: { productName: string; isRead: boolean }) => [alert.productName, alert.isRead])).toEqual([
      ['Mango', false],
      ['Sal', true],
    ]);
    expect(await unread(owner)).toBe(1);
  });

  it('has no percent when the old price was 0', async () => {
    const regalo = await newProduct(owner, { name: 'Muestra', currentPrice: '0' });
    await setPrice(owner, regalo, '5');
    const alert = (await alerts(owner)).find((item: { productName: string }) => item.productName === 'Muestra');
    expect(alert).toMatchObject({ oldPrice: '0.00', newPrice: '5.00', priceChangePercent: null });
  });

  it('lists the recipes that use the product with their old and new cost', async () => {
    const user = await signUpWithRole(ctx.app, 'restaurant_owner');
    const tortilla = await newProduct(user, { name: 'Tortilla', currentPrice: '0.10' });
    const queso = await newProduct(user, { name: 'Queso', currentPrice: '0.20' });
    const [quesadilla] = await ctx.database.db
      .insert(recipes)
      .values({ userId: user.id, name: 'Quesadilla', finalYield: '1' })
      .returning();
    const [taco] = await ctx.database.db
      .insert(recipes)
      .values({ userId: user.id, name: 'Taco de nada', finalYield: '1' })
      .returning();
    await ctx.database.db.insert(recipeIngredients).values([
      { recipeId: quesadilla.id, productId: tortilla.id, quantity: '3', unit: tortilla.unit },
      { recipeId: quesadilla.id, productId: queso.id, quantity: '1', unit: queso.unit },
      { recipeId: taco.id, productId: queso.id, quantity: '2', unit: queso.unit },
    ]);
    await setPrice(user, tortilla, '0.15');
    const [alert] = await alerts(user);
    expect(alert.recipes).toEqual([{ id: quesadilla.id, name: 'Quesadilla', oldCost: '0.50', newCost: '0.65' }]);
    expect((await alerts(owner)).every((item: { recipes: unknown[] }) => item.recipes.length === 0)).toBe(true);
  });

  it('lists the dishes reached through batch preparations (raw → salsa → taco), at any depth', async () => {
    const jitomate = await newProduct(owner, { name: 'Jitomate', currentPrice: '20' });
    const chile = await newProduct(owner, { name: 'Chile serrano', currentPrice: '40' });
    const cebolla = await newProduct(owner, { name: 'Cebolla', currentPrice: '20' });
    const tortilla = await newProduct(owner, { name: 'Tortilla de maíz', currentPrice: '1.50', unit: 'pza' });
    const verde = await newProduct(owner, { name: 'Salsa verde', currentPrice: '0', unit: 'lt' });
    const taquera = await newProduct(owner, { name: 'Salsa taquera', currentPrice: '0', unit: 'lt' });
    const recipe = async (name: string, ingredients: unknown[], produces?: unknown) => {
      const response = await request('POST', '/api/recipes', owner.cookie, {
        name,
        finalYield: '1',
        yieldUnit: 'lote',
        ingredients,
        ...(produces ? { produces } : {}),
      });
      expect(response.json()).toMatchObject({ name });
      return response.json<{ id: string }>();
    };
    // 500 g of jitomate ($10) and 250 g of chile ($10) make 2 l of salsa verde: $10 the litre.
    const salsaVerde = await recipe(
      'Salsa verde',
      [
        { productId: jitomate.id, quantity: '500', unit: 'g' },
        { productId: chile.id, quantity: '250', unit: 'g' },
      ],
      { productId: verde.id, quantity: '2', unit: 'l' },
    );
    // 1 l of salsa verde ($10) and 500 g of cebolla ($10) make 2 l of salsa taquera: $10 the litre.
    const salsaTaquera = await recipe(
      'Salsa taquera',
      [
        { productId: verde.id, quantity: '1', unit: 'l' },
        { productId: cebolla.id, quantity: '500', unit: 'g' },
      ],
      { productId: taquera.id, quantity: '2', unit: 'l' },
    );
    const tacos = await recipe('Tacos', [
      { productId: tortilla.id, quantity: '3' },
      { productId: verde.id, quantity: '50', unit: 'ml' },
    ]);
    const gringa = await recipe('Gringa', [
      { productId: tortilla.id, quantity: '1' },
      { productId: taquera.id, quantity: '100', unit: 'ml' },
    ]);
    await recipe('Tortillas solas', [{ productId: tortilla.id, quantity: '2' }]);

    // Jitomate $36: salsa verde $28 the batch ($14 the litre), salsa taquera $24 ($12 the litre).
    await setPrice(owner, jitomate, '36');
    const alert = (await alerts(owner)).find((item: { productId: string }) => item.productId === jitomate.id);
    expect(alert.recipes).toEqual([
      { id: gringa.id, name: 'Gringa', oldCost: '2.50', newCost: '2.70' },
      { id: salsaTaquera.id, name: 'Salsa taquera', oldCost: '20.00', newCost: '24.00' },
      { id: salsaVerde.id, name: 'Salsa verde', oldCost: '20.00', newCost: '28.00' },
      { id: tacos.id, name: 'Tacos', oldCost: '5.00', newCost: '5.20' },
    ]);
    // The new cost is the recipe book's.
    expect((await request('GET', `/api/recipes/${tacos.id}`, owner.cookie)).json().totalCost).toBe('5.20');
  });

  it("answers 404 for another user's alert and leaves it unread", async () => {
    const [alert] = (await alerts(owner)).filter((item: { isRead: boolean }) => !item.isRead);
    const response = await request('POST', `/api/alerts/${alert.id}/read`, stranger.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(ALERT_TEXTS.notFound);
    const [row] = await ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(row.isRead).toBe(false);
    expect(await alerts(stranger)).toEqual([]);
    expect(await unread(stranger)).toBe(0);
    expect((await request('POST', '/api/alerts/no-es-un-id/read', owner.cookie)).statusCode).toBe(400);
  });
});
