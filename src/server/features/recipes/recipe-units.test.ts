import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCT_UNIT_MESSAGES } from '@common/product-units';
import { privateProducts, productPacks, recipeIngredients, recipes } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';

/** Recipe lines in the unit the cook wrote, with yield (decision 036), through the API. */
const { ctx, request, owner, stranger } = useRestaurantApp();

type ProductValues = Partial<typeof privateProducts.$inferInsert> & { name: string };
async function product(values: ProductValues, packs: Array<{ name: string; quantity: string; unit: string }> = []) {
  const [row] = await ctx.database.db
    .insert(privateProducts)
    .values({ userId: owner.id, unit: 'kg', currentPrice: '0', stockQuantity: '0', ...values })
    .returning();
  if (packs.length)
    await ctx.database.db.insert(productPacks).values(packs.map((pack) => ({ productId: row.id, ...pack })));
  return row;
}

const recipe = (ingredients: object[], overrides: object = {}) => ({
  name: `Receta ${Math.random()}`,
  finalYield: '4',
  yieldUnit: 'porción',
  ingredients,
  ...overrides,
});
const post = (body: object) => request('POST', '/api/recipes', owner.cookie, body);
const counts = async () => [await ctx.database.db.$count(recipes), await ctx.database.db.$count(recipeIngredients)];

describe('recipe lines in any unit', () => {
  it('costs 250 g of a product kept in kg at $40.00/kg exactly $10.00, and keeps the line as written', async () => {
    const queso = await product({ name: 'Queso Oaxaca', currentPrice: '40.00', stockQuantity: '2' });
    const response = await post(
      recipe([{ productId: queso.id, quantity: '250', unit: 'gramos' }], { salePrice: '10' }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved.ingredients).toEqual([
      expect.objectContaining({
        productName: 'Queso Oaxaca',
        quantity: '250.000',
        unit: 'g',
        yieldPercent: null,
        grossQuantity: '0.250',
        stockQuantity: '2.000',
        lineCost: '10.00',
        unitProblem: null,
        product: expect.objectContaining({ unit: 'kg', yieldPercent: '100.00', packs: [] }),
      }),
    ]);
    expect(saved).toMatchObject({
      totalCost: '10.00',
      costPerUnit: '2.50',
      foodCostPercent: '25.0',
      margin: '7.50',
      canPrepare: true,
      missingIngredients: [],
    });
  });

  it('divides by the line’s yield (80 % → $12.50), else by the product’s', async () => {
    const pollo = await product({ name: 'Pollo entero', currentPrice: '40.00', stockQuantity: '1' });
    const own = (await post(recipe([{ productId: pollo.id, quantity: '250', unit: 'g', yieldPercent: '80' }]))).json();
    expect(own.ingredients[0]).toMatchObject({ yieldPercent: '80.00', grossQuantity: '0.313', lineCost: '12.50' });
    expect(own.totalCost).toBe('12.50');

    const piña = await product({ name: 'Piña', currentPrice: '40.00', stockQuantity: '1', yieldPercent: '80' });
    const fromProduct = (await post(recipe([{ productId: piña.id, quantity: '250', unit: 'g' }]))).json();
    expect(fromProduct.ingredients[0]).toMatchObject({ yieldPercent: null, lineCost: '12.50' });
    expect(fromProduct.totalCost).toBe('12.50');
  });

  it('takes the base unit when none is given, and converts packs, density and piece weight', async () => {
    const jitomate = await product({ name: 'Jitomate', currentPrice: '20' }, [
      { name: 'Caja', quantity: '25', unit: 'kg' },
    ]);
    const aceite = await product({ name: 'Aceite', currentPrice: '46', densityKgPerL: '0.92' });
    const aguacate = await product({ name: 'Aguacate', unit: 'pza', currentPrice: '9', pieceWeightG: '180' });
    const saved = (
      await post(
        recipe([
          { productId: jitomate.id, quantity: '0.5', unit: 'Caja' },
          { productId: jitomate.id, quantity: '1.5' },
          { productId: aceite.id, quantity: '100', unit: 'ml' },
          { productId: aguacate.id, quantity: '0.9', unit: 'kg' },
        ]),
      )
    ).json();
    expect(saved.error).toBeUndefined();
    const lines = saved.ingredients.map((line: Record<string, string>) => [
      line.unit,
      line.grossQuantity,
      line.lineCost,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['caja', '12.500', '250.00'],
        ['kg', '1.500', '30.00'],
        // 100 ml × 0.92 kg/l = 0.092 kg × $46
        ['ml', '0.092', '4.23'],
        // 900 g ÷ 180 g = 5 pzas × $9
        ['kg', '5.000', '45.00'],
      ]),
    );
    // Σ exact: 250 + 30 + 4.232 + 45 = 329.232 → $329.23, rounded once.
    expect(saved.totalCost).toBe('329.23');
  });

  it('answers a unit the product cannot convert with the Spanish 400 that says what to add, changing nothing', async () => {
    const tortilla = await product({ name: 'Tortilla', unit: 'pza', currentPrice: '1', stockQuantity: '100' });
    const before = await counts();
    const response = await post(recipe([{ productId: tortilla.id, quantity: '200', unit: 'ml' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'unit_error',
      message:
        'No se puede convertir ml a pza en «Tortilla»: agrega la densidad del producto (1 l ≈ … kg) y el peso por pieza del producto (1 pza ≈ … g)',
    });
    const unknown = await post(recipe([{ productId: tortilla.id, quantity: '2', unit: 'charola' }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('agrega una presentación de compra');
    expect(await counts()).toEqual(before);

    const { id } = (await post(recipe([{ productId: tortilla.id, quantity: '3' }], { name: 'Quesadilla' }))).json();
    const update = await request(
      'PUT',
      `/api/recipes/${id}`,
      owner.cookie,
      recipe([{ productId: tortilla.id, quantity: '1', unit: 'kg' }], { name: 'Cambiada' }),
    );
    expect(update.statusCode).toBe(400);
    expect(update.json().error.message).toBe(
      'No se puede convertir kg a pza en «Tortilla»: agrega el peso por pieza del producto (1 pza ≈ … g)',
    );
    const stored = (await request('GET', `/api/recipes/${id}`, owner.cookie)).json();
    expect(stored).toMatchObject({ name: 'Quesadilla', ingredients: [{ quantity: '3.000', unit: 'pza' }] });
  });

  it.each([
    [{ unit: 'x'.repeat(51) }, 'ingredients.0.unit', 'La unidad no puede superar los 50 caracteres'],
    [{ unit: 5 }, 'ingredients.0.unit', 'La unidad es requerida'],
    [{ yieldPercent: '0' }, 'ingredients.0.yieldPercent', PRODUCT_UNIT_MESSAGES.yieldPercent],
    [{ yieldPercent: '101' }, 'ingredients.0.yieldPercent', PRODUCT_UNIT_MESSAGES.yieldPercent],
    [{ yieldPercent: '-5' }, 'ingredients.0.yieldPercent', PRODUCT_UNIT_MESSAGES.yieldPercent],
    [{ yieldPercent: '80.123' }, 'ingredients.0.yieldPercent', PRODUCT_UNIT_MESSAGES.yieldPercent],
    [{ yieldPercent: 'mucho' }, 'ingredients.0.yieldPercent', PRODUCT_UNIT_MESSAGES.yieldPercent],
    [{ quantity: '0.0001' }, 'ingredients.0.quantity', 'Usa como máximo 3 decimales'],
    [{ quantity: '0' }, 'ingredients.0.quantity', 'La cantidad debe ser mayor que 0'],
  ])('refuses %j with a Spanish 400 on the field and changes nothing', async (line, field, message) => {
    const sal = await product({ name: `Sal ${Math.random()}`, currentPrice: '8' });
    const before = await counts();
    const response = await post(recipe([{ productId: sal.id, quantity: '10', unit: 'g', ...line }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a quantity under 0.001 of the base unit, and another user’s product', async () => {
    const sal = await product({ name: 'Sal de mar', currentPrice: '8' });
    const tiny = await post(recipe([{ productId: sal.id, quantity: '0.4', unit: 'g' }]));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().error.message).toBe(
      'La cantidad de Sal de mar es menor que 0.001 kg, lo mínimo que guarda el inventario',
    );
    const own = await post(recipe([{ productId: sal.id, quantity: '1', unit: 'kg' }]));
    expect(own.statusCode).toBe(200);
    const stolen = await request(
      'POST',
      '/api/recipes',
      stranger.cookie,
      recipe([{ productId: sal.id, quantity: '1' }]),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe('Uno de los ingredientes no existe en tu inventario');
  });

  it('keeps a line whose product later lost its conversion, costed at nothing and flagged, and cannot prepare it', async () => {
    const leche = await product({
      name: 'Leche',
      unit: 'lt',
      currentPrice: '25',
      stockQuantity: '10',
      densityKgPerL: '1.03',
    });
    const saved = (await post(recipe([{ productId: leche.id, quantity: '515', unit: 'g' }]))).json();
    expect(saved.ingredients[0]).toMatchObject({ grossQuantity: '0.500', lineCost: '12.50' });
    await ctx.database.db.update(privateProducts).set({ densityKgPerL: null }).where(eq(privateProducts.id, leche.id));
    const after = (await request('GET', `/api/recipes/${saved.id}`, owner.cookie)).json();
    expect(after.ingredients[0]).toMatchObject({
      grossQuantity: null,
      lineCost: '0.00',
      unitProblem: 'No se puede convertir g a l en «Leche»: agrega la densidad del producto (1 l ≈ … kg)',
    });
    expect(after).toMatchObject({ totalCost: '0.00', canPrepare: false });
    const prepared = await request('POST', '/api/preparations', owner.cookie, {
      recipeId: saved.id,
      quantityMultiplier: '1',
    });
    expect(prepared.statusCode).toBe(400);
    expect(prepared.json().error.code).toBe('unit_error');
    const [row] = await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, leche.id));
    expect(row.stockQuantity).toBe('10.000');
  });
});

describe('preparation steps and missing ingredients', () => {
  it('stores, replaces and validates the steps; an update without missingIngredients keeps them', async () => {
    const masa = await product({ name: 'Masa', currentPrice: '12', stockQuantity: '5' });
    const missing = [{ name: 'Huevo', quantity: '2', unit: 'pieza', reason: 'No está en tu inventario' }];
    const created = (
      await post(
        recipe([{ productId: masa.id, quantity: '1' }], {
          preparationSteps: ['Mezclar', 'Hornear'],
          missingIngredients: missing,
        }),
      )
    ).json();
    expect(created).toMatchObject({ preparationSteps: ['Mezclar', 'Hornear'], missingIngredients: missing });
    const body = recipe([{ productId: masa.id, quantity: '1' }], {
      name: created.name,
      preparationSteps: ['Hornear', 'Mezclar bien'],
    });
    const updated = (await request('PUT', `/api/recipes/${created.id}`, owner.cookie, body)).json();
    expect(updated).toMatchObject({ preparationSteps: ['Hornear', 'Mezclar bien'], missingIngredients: missing });
    const cleared = (
      await request('PUT', `/api/recipes/${created.id}`, owner.cookie, { ...body, missingIngredients: [] })
    ).json();
    expect(cleared.missingIngredients).toEqual([]);

    const bad = await request('PUT', `/api/recipes/${created.id}`, owner.cookie, { ...body, preparationSteps: ['  '] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['preparationSteps.0']).toBe('Escribe el paso o quítalo');
    const tooMany = await post({
      ...body,
      preparationSteps: Array.from({ length: 51 }, (_, index) => `Paso ${index}`),
    });
    expect(tooMany.json().error.fields.preparationSteps).toBe('Una receta puede tener hasta 50 pasos');
    expect((await request('GET', `/api/recipes/${created.id}`, owner.cookie)).json().preparationSteps).toEqual([
      'Hornear',
      'Mezclar bien',
    ]);
  });
});
