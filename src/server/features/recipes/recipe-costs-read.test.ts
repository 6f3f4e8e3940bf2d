import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incompleteCount } from '@common/recipe-costs';
import type { Recipe } from '@common/recipes';
import { privateProducts, productPacks } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { listRecipeCosts } from './recipes-service';

/** The food-cost report's own read of the recipe costs (listRecipeCosts, decision 058) against the recipe book. */
const { ctx, request, owner } = useRestaurantApp();

type ProductValues = Partial<typeof privateProducts.$inferInsert> & { name: string };
async function product(values: ProductValues, packs: Array<{ name: string; quantity: string; unit: string }> = []) {
  const [row] = await ctx.database.db
    .insert(privateProducts)
    .values({ userId: owner.id, unit: 'kg', stockQuantity: '0', ...values })
    .returning();
  if (packs.length)
    await ctx.database.db.insert(productPacks).values(packs.map((pack) => ({ productId: row.id, ...pack })));
  return row;
}

async function save(body: Record<string, unknown>) {
  const response = await request('POST', '/api/recipes', owner.cookie, {
    finalYield: '1',
    yieldUnit: 'orden',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Recipe>();
}

/** The recipe book's figures of every recipe with a sale price: what the report must show. */
async function bookFigures() {
  const book = (await request('GET', '/api/recipes', owner.cookie)).json<Recipe[]>();
  return book
    .filter((recipe) => recipe.foodCostPercent !== null)
    .map((recipe) => ({
      id: recipe.id,
      name: recipe.name,
      salePrice: recipe.salePrice,
      costPerUnit: recipe.costPerUnit,
      foodCostPercent: recipe.foodCostPercent,
      margin: recipe.margin,
      incomplete: incompleteCount(recipe),
    }));
}

const reportedTaco = async () => {
  const report = (await request('GET', '/api/reports/food-cost', owner.cookie)).json();
  return report.recipes.find((recipe: { name: string }) => recipe.name === 'Tacos');
};

describe('the food-cost report’s recipe costs', () => {
  it('are the recipe book’s: packs, density, a batch product (raw → salsa → tacos), missing ingredients, lines that stopped converting', async () => {
    const jitomate = await product({ name: 'Jitomate', currentPrice: '20.00' }, [
      { name: 'Caja', quantity: '25', unit: 'kg' },
    ]);
    const chile = await product({ name: 'Chile', currentPrice: '40.00' });
    const aceite = await product({ name: 'Aceite', currentPrice: '46.00', densityKgPerL: '0.92' });
    const tortilla = await product({ name: 'Tortilla', currentPrice: '1.50', unit: 'pza' });
    const leche = await product({ name: 'Leche', currentPrice: '25.00', unit: 'lt', densityKgPerL: '1.03' });
    const salsa = await product({ name: 'Salsa', currentPrice: '99.00', unit: 'lt' });
    // 500 g of jitomate ($10) + 250 g of chile ($10) make 2 l of salsa: $10.00 the litre, whatever its stored price.
    await save({
      name: 'Salsa',
      ingredients: [
        { productId: jitomate.id, quantity: '500', unit: 'g' },
        { productId: chile.id, quantity: '250', unit: 'g' },
      ],
      produces: { productId: salsa.id, quantity: '2', unit: 'l' },
    });
    // 3 tortillas ($4.50) + 50 ml of salsa ($0.50) = $5.00, 16.7 % of $30.
    await save({
      name: 'Tacos',
      salePrice: '30',
      ingredients: [
        { productId: tortilla.id, quantity: '3' },
        { productId: salsa.id, quantity: '50', unit: 'ml' },
      ],
      missingIngredients: [{ name: 'Cilantro', quantity: '1', unit: 'manojo', reason: 'No está en tu inventario' }],
    });
    await save({
      name: 'Ensalada',
      finalYield: '2',
      salePrice: '25',
      ingredients: [
        { productId: jitomate.id, quantity: '0.02', unit: 'Caja' },
        { productId: aceite.id, quantity: '1', unit: 'cda' },
      ],
    });
    await save({
      name: 'Café con leche',
      salePrice: '20',
      ingredients: [{ productId: leche.id, quantity: '515', unit: 'g' }],
    });
    await ctx.database.db.update(privateProducts).set({ densityKgPerL: null }).where(eq(privateProducts.id, leche.id));

    const expected = await bookFigures();
    expect(expected.map((recipe) => [recipe.name, recipe.incomplete])).toEqual([
      ['Café con leche', 1],
      ['Ensalada', 0],
      ['Tacos', 1],
    ]);
    expect(await listRecipeCosts(ctx.database.db, owner.id)).toEqual(expected);
    expect(await reportedTaco()).toMatchObject({ costPerUnit: '5.00', foodCostPercent: '16.7' });
  });

  it('follow a raw price change at once, through the salsa to the tacos', async () => {
    const [jitomate] = await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.name, 'Jitomate'));
    const response = await request('PUT', `/api/products/${jitomate.id}`, owner.cookie, {
      name: jitomate.name,
      currentPrice: '30.00',
      stockQuantity: '0',
      minStockQuantity: String(Number(jitomate.minStockQuantity)),
      unit: jitomate.unit,
      supplierId: 'none',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Salsa: $15 + $10 for 2 l → $12.50 the litre; tacos $4.50 + $0.625 = $5.13, 17.1 % of $30.
    expect(await reportedTaco()).toMatchObject({ costPerUnit: '5.13', foodCostPercent: '17.1' });
    expect(await listRecipeCosts(ctx.database.db, owner.id)).toEqual(await bookFigures());
  });
});
