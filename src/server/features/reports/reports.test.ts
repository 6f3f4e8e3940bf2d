import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '@common/calendar';
import { sumDecimals } from '@common/money';
import { REPORT_MESSAGES } from '@common/reports';
import {
  appliedReceipts,
  orderItems,
  preparations,
  privateProducts,
  purchaseOrders,
  recipeOutputs,
  recipes,
  stockMovements,
  wasteEntries,
} from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';
import { weekSummary } from './service';

/** Every figure of /reportes against a hand-computed value and a direct SQL sum, on data seeded through the API. */
const { ctx, request, owner, stranger } = useRestaurantApp();

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

describe('GET /api/reports/spend', () => {
  it('sums received orders and applied receipts by supplier, category and week, as SQL does', async () => {
    const report = await get('/api/reports/spend?period=this_week');
    expect(report.total).toBe('1430.00');
    expect(report.bySupplier).toEqual([
      { name: 'Central de Abasto', total: '1000.00' },
      { name: 'Lácteos del Norte', total: '325.00' },
      { name: 'Tienda Don Pepe', total: '105.00' },
    ]);
    expect(report.byCategory).toEqual([
      { name: 'Verduras', total: '1000.00' },
      { name: 'Lácteos', total: '325.00' },
      { name: 'Sin categoría', total: '105.00' },
    ]);
    const { year, month, day, weekday } = wallClock(new Date());
    const monday = new Date(Date.UTC(year, month - 1, day - weekday)).toISOString().slice(0, 10);
    expect(report.byPeriod).toEqual([{ start: monday, total: '1430.00' }]);

    const [orders] = await db()
      .select({ total: sql<string>`sum(${orderItems.totalPrice})::text` })
      .from(orderItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
      .where(and(eq(purchaseOrders.userId, owner.id), isNotNull(purchaseOrders.receivedAt)));
    const [receipts] = await db()
      .select({ total: sql<string>`sum(${appliedReceipts.total})::text` })
      .from(appliedReceipts)
      .where(eq(appliedReceipts.userId, owner.id));
    expect(sumDecimals([orders.total, receipts.total])).toBe(report.total);

    const monthly = await get('/api/reports/spend?period=this_month&interval=month');
    const firstOfMonth = `${year}-${String(month).padStart(2, '0')}-01`;
    expect(monthly.byPeriod).toEqual([{ start: firstOfMonth, total: monthly.total }]);
  });

  it('shows nothing of it to another restaurant, and nothing in a past range', async () => {
    const other = await get('/api/reports/spend?period=this_month', stranger);
    expect(other).toMatchObject({ total: '0.00', byPeriod: [], bySupplier: [], byCategory: [] });
    const past = await get('/api/reports/spend?period=custom&from=2020-01-01&to=2020-12-31');
    expect(past).toMatchObject({ total: '0.00', byPeriod: [] });
    expect(past.range).toMatchObject({ from: '2020-01-01T06:00:00.000Z', to: '2021-01-01T06:00:00.000Z' });
  });
});

describe('GET /api/reports/prices', () => {
  it('draws a product’s price from its start in the period through each change', async () => {
    const report = await get(`/api/reports/prices?period=this_month&productId=${ids.jitomate}`);
    expect(report.products.map((product: { name: string }) => product.name).sort()).toEqual([
      'Jitomate',
      'Queso Oaxaca',
      'Tortilla',
    ]);
    expect(report.points.map((point: { price: string }) => point.price)).toEqual(['18.00', '20.00', '20.00']);
    expect(report.points[0].at).toBe(report.range.from);
    const other = await get(`/api/reports/prices?period=this_month&productId=${ids.jitomate}`, stranger);
    expect(other).toMatchObject({ products: [], productId: ids.jitomate, points: [] });
  });
});

describe('GET /api/reports/food-cost', () => {
  it('lists recipes with a sale price with the food cost of recipe-costs.ts and their plain average', async () => {
    const report = await get('/api/reports/food-cost');
    expect(report.recipes).toEqual([
      expect.objectContaining({
        name: 'Quesadillas',
        salePrice: '25.00',
        costPerUnit: '9.55',
        foodCostPercent: '38.2',
        margin: '15.45',
        incomplete: 0,
      }),
      expect.objectContaining({ name: 'Salsa verde', costPerUnit: '10.00', foodCostPercent: '25.0' }),
    ]);
    // (9.55 ÷ 25 + 10 ÷ 40) ÷ 2 = 31.6 %.
    expect(report.theoreticalAverage).toBe('31.6');
    const other = await get('/api/reports/food-cost', stranger);
    expect(other).toMatchObject({ recipes: [], theoreticalAverage: null });
  });

  it('gives the period’s actual food cost: opening + purchases − closing over sales, as SQL computes it', async () => {
    const report = await get('/api/reports/food-cost?period=this_week');
    const from = sql`${report.range.from}::timestamptz`;
    const later = sql`coalesce((select sum(${stockMovements.delta}) from ${stockMovements}
      where ${stockMovements.productId} = ${privateProducts.id} and ${stockMovements.createdAt} >= ${from}), 0)`;
    // Straight from the journal (not the per-day table): the stock at the week's start and now, at current prices.
    const [stock] = await db()
      .select({
        opening: sql<string>`round(coalesce(sum((${privateProducts.stockQuantity} - ${later}) * ${privateProducts.currentPrice}), 0), 2)::text`,
        closing: sql<string>`round(sum(${privateProducts.stockQuantity} * ${privateProducts.currentPrice}), 2)::text`,
      })
      .from(privateProducts)
      .where(eq(privateProducts.userId, owner.id));
    const [sold] = await db()
      .select({
        sales: sql<string>`round(sum(${preparations.quantityPrepared} * ${recipes.finalYield} * ${recipes.salePrice}), 2)::text`,
        cost: sql<string>`sum(${preparations.totalCost})::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(preparations)
      .innerJoin(recipes, eq(recipes.id, preparations.recipeId))
      .leftJoin(recipeOutputs, eq(recipeOutputs.recipeId, recipes.id))
      .where(and(eq(preparations.userId, owner.id), gt(recipes.salePrice, '0'), isNull(recipeOutputs.recipeId)));
    const [orders] = await db()
      .select({ total: sql<string>`sum(${orderItems.totalPrice})::text` })
      .from(orderItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
      .where(and(eq(purchaseOrders.userId, owner.id), isNotNull(purchaseOrders.receivedAt)));
    const [receipts] = await db()
      .select({ total: sql<string>`sum(${appliedReceipts.total})::text` })
      .from(appliedReceipts)
      .where(eq(appliedReceipts.userId, owner.id));
    const purchases = sumDecimals([orders.total, receipts.total]);
    const consumption = sql`(${stock.opening}::numeric + ${purchases}::numeric - ${stock.closing}::numeric)`;
    const [expected] = await db()
      .select({
        consumption: sql<string>`${consumption}::text`,
        percent: sql<string>`round(${consumption} / ${sold.sales}::numeric * 100, 1)::text`,
        theoretical: sql<string>`round(${sold.cost}::numeric / ${sold.sales}::numeric * 100, 1)::text`,
      })
      .from(sql`(select 1) as one`);

    // Every product was created this week, so the week opened with nothing.
    expect(stock.opening).toBe('0.00');
    expect(sold).toEqual({ sales: '500.00', cost: '191.00', count: 1 });
    expect(report.actual).toEqual({
      opening: stock.opening,
      purchases,
      closing: stock.closing,
      consumption: expected.consumption,
      sales: '500.00',
      preparations: 1,
      theoreticalCost: '191.00',
      percent: expected.percent,
      theoreticalPercent: '38.2',
    });
    expect(purchases).toBe('1430.00');
  });

  it('says there were no sales rather than dividing by zero', async () => {
    const past = await get('/api/reports/food-cost?period=custom&from=2020-01-01&to=2020-01-31');
    expect(past.actual).toMatchObject({ sales: '0.00', preparations: 0, percent: null, theoreticalPercent: null });
    expect(past.actual.opening).toBe(past.actual.closing);
    const other = await get('/api/reports/food-cost?period=this_week', stranger);
    expect(other.actual).toEqual({
      opening: '0.00',
      purchases: '0.00',
      closing: '0.00',
      consumption: '0.00',
      sales: '0.00',
      preparations: 0,
      theoreticalCost: '0.00',
      percent: null,
      theoreticalPercent: null,
    });
  });
});

describe('GET /api/reports/waste and count-variance', () => {
  it('values waste by reason and count differences at the product’s price, as SQL sums them', async () => {
    const waste = await get('/api/reports/waste?period=this_week');
    expect(waste).toMatchObject({
      total: '77.60',
      byReason: [
        { reason: 'caducado', total: '65.00', count: 1 },
        { reason: 'danado', total: '12.60', count: 1 },
      ],
    });
    const [logged] = await db()
      .select({ total: sql<string>`sum(${wasteEntries.value})::text` })
      .from(wasteEntries)
      .where(eq(wasteEntries.userId, owner.id));
    expect(logged.total).toBe('77.60');

    const counts = await get('/api/reports/count-variance?period=this_month');
    expect(counts.total).toBe('22.50');
    expect(counts.byProduct).toEqual([
      { name: 'Queso Oaxaca', unit: 'kg', quantity: '0.250', total: '32.50' },
      { name: 'Jitomate', unit: 'kg', quantity: '-0.500', total: '-10.00' },
    ]);
    const [counted] = await db()
      .select({ total: sql<string>`round(sum(${stockMovements.delta} * ${privateProducts.currentPrice}), 2)::text` })
      .from(stockMovements)
      .innerJoin(privateProducts, eq(privateProducts.id, stockMovements.productId))
      .where(and(eq(stockMovements.userId, owner.id), eq(stockMovements.reason, 'count')));
    expect(counted.total).toBe('22.50');

    expect(await get('/api/reports/waste?period=this_week', stranger)).toMatchObject({ total: '0.00', byReason: [] });
    expect(await get('/api/reports/count-variance', stranger)).toMatchObject({ total: '0.00', byProduct: [] });
  });
});

describe('GET /api/reports/inventory-value', () => {
  it('ends today at the dashboard’s value and rebuilds yesterday from the journal', async () => {
    const { year, month, day } = wallClock(new Date());
    const today = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
    const yesterday = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
    const report = await get(`/api/reports/inventory-value?period=custom&from=${yesterday}&to=${today}`);
    const dashboard = await get('/api/dashboard');
    const [stock] = await db()
      .select({
        value: sql<string>`round(sum(${privateProducts.stockQuantity} * ${privateProducts.currentPrice}), 2)::text`,
      })
      .from(privateProducts)
      .where(eq(privateProducts.userId, owner.id));
    // Every product was created today with its opening stock journaled, so yesterday held nothing.
    expect(report.points).toEqual([
      { day: yesterday, value: '0.00' },
      { day: today, value: stock.value },
    ]);
    expect(stock.value).toBe(dashboard.inventoryValue);
    expect(
      (await get('/api/reports/inventory-value', stranger)).points.every((p: { value: string }) => p.value === '0.00'),
    ).toBe(true);
  });
});

describe('GET /api/reports/week and export.csv', () => {
  it('gives Inicio the week’s spend, waste and food cost: actual with sales, else the theoretical average', async () => {
    const foodCost = await get('/api/reports/food-cost?period=this_week');
    expect(await get('/api/reports/week')).toMatchObject({
      spend: '1430.00',
      waste: '77.60',
      foodCost: { kind: 'actual', percent: foodCost.actual.percent },
    });
    expect(await get('/api/reports/week', stranger)).toMatchObject({
      spend: '0.00',
      waste: '0.00',
      foodCost: { kind: 'theoretical', percent: null },
    });
    // A week without preparations falls back to the recipes' average.
    const quiet = await weekSummary(
      ctx.database.db,
      { userId: owner.id, roles: ['restaurant_owner'] },
      new Date('2020-01-15T18:00:00Z'),
    );
    expect(quiet.foodCost).toEqual({ kind: 'theoretical', percent: '31.6' });
  });

  it('downloads a table as the project’s CSV', async () => {
    const response = await request(
      'GET',
      '/api/reports/export.csv?table=gasto-proveedor&period=this_week',
      owner.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="reporte-gasto-proveedor-/);
    expect(response.body).toBe(
      '\uFEFFproveedor,gasto\r\nCentral de Abasto,1000.00\r\nLácteos del Norte,325.00\r\nTienda Don Pepe,105.00\r\n',
    );
    const waste = await request('GET', '/api/reports/export.csv?table=merma&period=this_week', owner.cookie);
    expect(waste.body).toBe('\uFEFFmotivo,registros,valor\r\nCaducado,1,65.00\r\nDañado,1,12.60\r\n');
    // The actual food cost's table, with the same figures the report answers.
    const { actual } = await get('/api/reports/food-cost?period=this_week');
    const real = await request('GET', '/api/reports/export.csv?table=costo-real&period=this_week', owner.cookie);
    expect(real.body).toBe(
      '\uFEFFconcepto,valor\r\n' +
        [
          ['inventario_inicial', actual.opening],
          ['compras', actual.purchases],
          ['inventario_final', actual.closing],
          ['consumo', actual.consumption],
          ['ventas', actual.sales],
          ['preparaciones', String(actual.preparations)],
          ['costo_teorico_de_lo_preparado', actual.theoreticalCost],
          ['costo_real_pct', actual.percent ?? ''],
          ['costo_teorico_pct', actual.theoreticalPercent ?? ''],
        ]
          .map((row) => `${row.join(',')}\r\n`)
          .join(''),
    );
    expect(actual.preparations).toBeGreaterThan(0);
  });
});

describe('bad query parameters', () => {
  it.each([
    ['/api/reports/spend?period=ayer', REPORT_MESSAGES.period],
    ['/api/reports/spend?interval=dia', REPORT_MESSAGES.interval],
    ['/api/reports/waste?period=custom', REPORT_MESSAGES.rangeNeeded],
    ['/api/reports/waste?period=custom&from=2026-02-30&to=2026-03-01', REPORT_MESSAGES.date],
    ['/api/reports/count-variance?period=custom&from=2026-03-02&to=2026-03-01', REPORT_MESSAGES.rangeOrder],
    ['/api/reports/inventory-value?period=custom&from=2024-01-01&to=2025-01-02', REPORT_MESSAGES.rangeTooLong],
    ['/api/reports/prices?productId=123', REPORT_MESSAGES.product],
    ['/api/reports/export.csv?table=todo', REPORT_MESSAGES.table],
    ['/api/reports/food-cost?period=ayer', REPORT_MESSAGES.period],
    ['/api/reports/food-cost?period=custom&from=2026-03-02&to=2026-03-01', REPORT_MESSAGES.rangeOrder],
  ])('%s answers a Spanish 400', async (url, message) => {
    const response = await request('GET', url, owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });
});
