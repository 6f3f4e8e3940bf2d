import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wallClock } from '@common/calendar';
import { REPORT_MESSAGES } from '@common/reports';
import { privateProducts, stockMovements, wasteEntries } from '../../platform/db/schema';
import { weekSummary } from './service';
import { useRestaurantApp } from '../../test/use-test-app';
import { useReportsWorld } from './test/reports-world';

/** Every figure of /reportes against a hand-computed value and a direct SQL sum, on data seeded through the API. */
const { ctx, request, owner, stranger, ids, get, db, receivedSpend } = useReportsWorld(useRestaurantApp());

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

    expect(await receivedSpend()).toBe(report.total);

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
          ['traspasos', actual.transfers],
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
