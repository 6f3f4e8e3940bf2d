import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAlerts, privateProducts, purchaseOrders, recipeIngredients, recipes } from '../../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedKitchen, type SeededKitchen } from '../test/seed';
import { LAST_MONTH, SPENDING_NOW } from '../test/spending-instant';
import { inventoryReport } from './inventory-report';
import { lastOrder } from './last-order';
import { lowStock } from './low-stock';
import { mainSuppliers } from './main-suppliers';
import { periodRange } from './periods';
import { priceTrends } from './price-trends';
import { recipeLookup } from './recipe-lookup';
import { savingsTips } from './savings-tips';
import { shoppingList } from './shopping-list';
import { spending } from './spending';

let ctx: TestApp;
let kitchen: SeededKitchen;
let userId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  kitchen = await seedKitchen(ctx.app, ctx.database.db);
  userId = kitchen.owner.id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const one = async <T>(query: Promise<T[]>) => (await query)[0];

describe('data tools: each figure equals a direct SQL computation over the caller’s own rows', () => {
  it('inventory report', async () => {
    const report = await inventoryReport(db(), userId);
    const direct = await one(
      db()
        .select({
          count: sql<number>`count(*)::int`,
          value: sql<string>`sum(${privateProducts.stockQuantity} * ${privateProducts.currentPrice})::numeric(14,2)::text`,
          low: sql<number>`count(*) filter (where ${privateProducts.stockQuantity} < ${privateProducts.minStockQuantity})::int`,
        })
        .from(privateProducts)
        .where(eq(privateProducts.userId, userId)),
    );
    expect(report).toMatchObject({
      productCount: direct.count,
      totalValue: direct.value,
      lowStockCount: direct.low,
      outOfStockCount: 1,
    });
    expect(report.totalValue).toBe('4109.00');
    expect(report.categories).toEqual([
      { category: 'Carnes', productCount: 1, value: '2560.00' },
      { category: 'Sin categoría', productCount: 1, value: '880.00' },
      { category: 'Verduras', productCount: 3, value: '399.00' },
      { category: 'Abarrotes', productCount: 1, value: '270.00' },
      { category: 'Lácteos', productCount: 1, value: '0.00' },
    ]);
    expect(report.topProducts[0]).toEqual({
      name: 'Arrachera',
      unit: 'kg',
      stockQuantity: '8.000',
      currentPrice: '320.00',
      value: '2560.00',
    });
  });

  it('low stock', async () => {
    const report = await lowStock(db(), userId);
    const direct = await db()
      .select({
        name: privateProducts.name,
        cost: sql<string>`((${privateProducts.minStockQuantity} - ${privateProducts.stockQuantity}) * ${privateProducts.currentPrice})::numeric(14,2)::text`,
      })
      .from(privateProducts)
      .where(
        and(eq(privateProducts.userId, userId), lt(privateProducts.stockQuantity, privateProducts.minStockQuantity)),
      );
    expect(report.count).toBe(direct.length);
    expect(report.items.map((item) => [item.name, item.shortfall, item.restockCost])).toEqual([
      ['Queso Oaxaca', '3.000', '450.00'],
      ['Aguacate hass', '3.500', '227.50'],
      ['Jitomate saladet', '7.000', '199.50'],
    ]);
    for (const item of report.items) expect(direct.find((row) => row.name === item.name)?.cost).toBe(item.restockCost);
    expect(report.totalRestockCost).toBe('877.00');
  });

  it('spending last month (cancelled orders and other restaurants left out)', async () => {
    const range = periodRange('last_month', SPENDING_NOW);
    expect({ from: range.from, to: range.to, label: range.label }).toEqual(LAST_MONTH);
    const report = await spending(db(), userId, range);
    const direct = await one(
      db()
        .select({ total: sql<string>`sum(${purchaseOrders.totalAmount})::text`, count: sql<number>`count(*)::int` })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.userId, userId),
            ne(purchaseOrders.status, 'cancelada'),
            gte(purchaseOrders.orderDate, LAST_MONTH.from),
            lt(purchaseOrders.orderDate, LAST_MONTH.to),
          ),
        ),
    );
    expect(report).toMatchObject({
      total: direct.total,
      orderCount: direct.count,
      completedTotal: '1500.00',
      pendingTotal: '820.50',
      cancelledCount: 1,
    });
    expect(report.total).toBe('2320.50');
    expect(report.bySupplier).toEqual([
      { supplierName: 'Abarrotes Lupita', total: '1500.00', orderCount: 1 },
      { supplierName: 'Carnes Don Beto', total: '820.50', orderCount: 1 },
    ]);
  });

  it('what to buy this week: the minimum plus a week of recorded use', async () => {
    const list = await shoppingList(db(), userId);
    const [use] = (
      await db().execute(
        sql`select sum(-delta)::text as used from stock_movements where user_id = ${userId} and product_id = ${kitchen.products.jitomate.id} and delta < 0 and created_at > now() - interval '28 days'`,
      )
    ).rows as Array<{ used: string }>;
    expect(use.used).toBe('12.000');
    expect(list.items.map((item) => [item.name, item.weeklyUse, item.suggestedQuantity, item.estimatedCost])).toEqual([
      ['Queso Oaxaca', '0.000', '3.000', '450.00'],
      ['Jitomate saladet', '3.000', '10.000', '285.00'],
      ['Aguacate hass', '0.000', '3.500', '227.50'],
    ]);
    expect(list.totalEstimatedCost).toBe('962.50');
  });

  it('price trends over 90 days, weighed by what was bought', async () => {
    const report = await priceTrends(db(), userId);
    const direct = await db()
      .select({ productId: priceAlerts.productId, count: sql<number>`count(*)::int` })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), gte(priceAlerts.alertDate, new Date(Date.now() - 90 * 86_400_000))))
      .groupBy(priceAlerts.productId);
    expect(report.trends.map((trend) => trend.changeCount).sort()).toEqual(direct.map((row) => row.count).sort());
    expect(report.trends.map(({ lastChange: _date, ...trend }) => trend)).toEqual([
      {
        name: 'Jitomate saladet',
        unit: 'kg',
        changeCount: 2,
        firstPrice: '24.00',
        lastPrice: '28.50',
        changePercent: '18.75',
        purchasedQuantity: '12.500',
        impact: '56.25',
      },
      {
        name: 'Arrachera',
        unit: 'kg',
        changeCount: 1,
        firstPrice: '340.00',
        lastPrice: '320.00',
        changePercent: '-5.88',
        purchasedQuantity: '10.000',
        impact: '-200.00',
      },
    ]);
    expect(report).toMatchObject({ increases: 1, decreases: 1 });
  });

  it('main suppliers', async () => {
    const report = await mainSuppliers(db(), userId);
    const direct = await one(
      db()
        .select({ total: sql<string>`sum(${purchaseOrders.totalAmount})::text` })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.userId, userId), ne(purchaseOrders.status, 'cancelada'))),
    );
    expect(report.grandTotal).toBe(direct.total);
    expect(report.bySpending.map(({ lastOrder: _date, ...row }) => row)).toEqual([
      { supplierName: 'Abarrotes Lupita', kind: 'directo', total: '2140.00', orderCount: 2, sharePercent: '72.3' },
      { supplierName: 'Carnes Don Beto', kind: 'directo', total: '820.50', orderCount: 1, sharePercent: '27.7' },
    ]);
    expect(report.byProducts).toEqual([
      { supplierName: 'Abarrotes Lupita', productCount: 3 },
      { supplierName: 'Carnes Don Beto', productCount: 1 },
    ]);
  });

  it('savings tips: own price against the cheapest listable offer with the same name and unit', async () => {
    const tips = await savingsTips(db(), userId);
    expect(
      tips.cheaperOffers.map((offer) => [
        offer.name,
        offer.marketPrice,
        offer.companyName,
        offer.savingPerUnit,
        offer.savingPercent,
        offer.monthlyUse,
        offer.monthlySaving,
      ]),
    ).toEqual([
      ['Jitomate saladet', '24.90', 'Frescos del Valle', '3.60', '12.6', '12.000', '43.20'],
      ['Aguacate hass', '58.00', 'Frescos del Valle', '7.00', '10.8', '0', '0.00'],
      ['Queso Oaxaca', '139.00', 'Frescos del Valle', '11.00', '7.3', '0', '0.00'],
    ]);
    const [direct] = (
      await db().execute(
        sql`select min(price)::text as price from marketplace_products where lower(name) = 'jitomate saladet' and unit = 'kg' and supplier_company_id in (select id from supplier_companies where company_name = 'Frescos del Valle')`,
      )
    ).rows as Array<{ price: string }>;
    expect(direct.price).toBe('24.90');
    expect(tips.totalMonthlySaving).toBe('43.20');
    expect(tips.overstock).toEqual([
      {
        name: 'Tortilla de maíz',
        unit: 'kg',
        stockQuantity: '40.000',
        minStockQuantity: '10.000',
        excessValue: '220.00',
      },
    ]);
  });

  it('analysis of the last order', async () => {
    const analysis = await lastOrder(db(), userId);
    const direct = await one(
      db()
        .select({ average: sql<string>`round(avg(${purchaseOrders.totalAmount}), 2)::text` })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.userId, userId),
            ne(purchaseOrders.status, 'cancelada'),
            ne(purchaseOrders.orderNumber, kitchen.latestOrderNumber),
          ),
        ),
    );
    expect(analysis).toMatchObject({
      orderNumber: kitchen.latestOrderNumber,
      status: 'pendiente',
      supplierName: 'Abarrotes Lupita',
      totalAmount: '640.00',
      itemCount: 3,
      averageTotal: direct.average,
      versusAveragePercent: '-44.8',
    });
    expect(direct.average).toBe('1160.25');
    expect(
      analysis!.items.map((item) => [
        item.productName,
        item.totalPrice,
        item.previousPrice,
        item.changePercent,
        item.marketPrice,
      ]),
    ).toEqual([
      ['Jitomate saladet', '285.00', '26.00', '9.6', '24.90'],
      ['Cebolla blanca', '90.00', '3.00', '500.0', null],
      ['Aguacate hass', '265.00', '60.00', '10.4', '58.00'],
    ]);
  });

  it('recipe lookup', async () => {
    const found = await recipeLookup(db(), userId, 'guaca');
    const [direct] = (
      await db().execute(
        sql`select round(sum(ri.quantity * p.current_price), 2)::text as total from ${recipeIngredients} ri join ${privateProducts} p on p.id = ri.product_id join ${recipes} r on r.id = ri.recipe_id where r.user_id = ${userId} and r.name = 'Guacamole de la casa'`,
      )
    ).rows as Array<{ total: string }>;
    expect(found.recipes).toHaveLength(1);
    expect(found.recipes[0]).toMatchObject({
      name: 'Guacamole de la casa',
      totalCost: direct.total,
      costPerUnit: '7.72',
    });
    expect(direct.total).toBe('77.15');
    expect((await recipeLookup(db(), kitchen.other.id, 'guaca')).recipes).toEqual([]);
  });

  it('an empty account gets zeros, not errors', async () => {
    expect((await lastOrder(db(), kitchen.other.id))?.totalAmount).toBe('5000.00');
    expect(await inventoryReport(db(), '00000000-0000-0000-0000-000000000000')).toMatchObject({
      productCount: 0,
      totalValue: '0.00',
      categories: [],
    });
    expect(await lastOrder(db(), '00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});
