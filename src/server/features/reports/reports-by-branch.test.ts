import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wallClock } from '@common/calendar';
import { BRANCH_MESSAGES } from '@common/branch-stock';
import { sumDecimals } from '@common/money';
import type { InvoicePreviewResult } from '@common/invoices';
import {
  appliedReceipts,
  branchStocks,
  invoices,
  orderItems,
  preparations,
  privateProducts,
  purchaseOrders,
  recipeOutputs,
  recipes,
  stockMovements,
  wasteEntries,
} from '../../platform/db/schema';
import { snapshotDatabase } from '../../security/snapshot';
import { useRestaurantApp } from '../../test/use-test-app';
import { productBody } from '../inventory/inventory-test-helpers';
import { fixtureBytes } from '../invoices/test/fixtures';

/**
 * /reportes narrowed to a branch (decision 057): a taquería with "Centro" (main) and "Roma", seeded
 * through the API. Each branch's figure equals a direct SQL computation on its documents and journal,
 * and the two branches add up to the whole restaurant's figure.
 */
const { ctx, request, owner, stranger } = useRestaurantApp();
const db = () => ctx.database.db;
const branches = { centro: '', roma: '' };

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, status = 200) => {
  const response = await request(method, url, owner.cookie, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};
const get = (url: string) => call('GET', url);
const post = (url: string, body: unknown, status = 200) => call('POST', url, body, status);
const at = (url: string, branch: string) => `${url}${url.includes('?') ? '&' : '?'}locationId=${branch}`;

const { year, month, day } = wallClock(new Date());
const today = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const yesterday = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);

describe('reports by branch', () => {
  it('seeds a taquería with two branches through the API', async () => {
    const product = async (body: Record<string, unknown>) =>
      (await post('/api/products', productBody(body), 201)).id as string;
    // Made before the branches: their opening stock names no branch, so it is the main branch's.
    const jitomate = await product({ name: 'Jitomate', unit: 'kg', currentPrice: '20.00', stockQuantity: '10' });
    const queso = await product({ name: 'Queso', unit: 'kg', currentPrice: '100.00', stockQuantity: '4' });
    const saved = await call('PUT', '/api/restaurant', {
      restaurantName: 'Taquería Los Arcos',
      locations: [
        { locationName: 'Centro', address: 'Madero 10', isMainLocation: true },
        { locationName: 'Roma', address: 'Orizaba 5' },
      ],
    });
    [branches.centro, branches.roma] = saved.locations.map((location: { id: string }) => location.id);
    const { centro, roma } = branches;

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
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixtureBytes('produce-kgm-iva0'))]), 'factura.xml');
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/invoices/cfdi/preview',
      payload: form,
      headers: { cookie: owner.cookie },
    });
    const invoice = (preview.json() as InvoicePreviewResult).files[0].invoice!;
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

  it('splits spend by the branch each order went to and each invoice and receipt was applied in', async () => {
    const { centro, roma } = branches;
    const all = await get('/api/reports/spend?period=this_week');
    const inCentro = await get(at('/api/reports/spend?period=this_week', centro));
    const inRoma = await get(at('/api/reports/spend?period=this_week', roma));
    expect(inCentro.total).toBe('110.00');
    expect(inCentro.total).toBe(await sqlSpend(centro));
    expect(inCentro.bySupplier).toEqual([{ name: 'Central de Abasto', total: '110.00' }]);
    // Roma: the order received there ($44.00), the receipt ($100.00) and the invoice, which is all of it.
    const [invoiceRow] = await db()
      .select({ locationId: invoices.locationId })
      .from(invoices)
      .where(eq(invoices.userId, owner.id));
    expect(invoiceRow.locationId).toBe(roma);
    expect(await sqlSpend(roma)).toBe('144.00');
    expect(Number(inRoma.total)).toBeGreaterThan(144);
    expect(sumDecimals([inCentro.total, inRoma.total])).toBe(all.total);
    expect(inRoma.bySupplier.map((row: { name: string }) => row.name)).toContain('Lácteos del Norte');
  });

  it('splits waste and count differences by the branch they were logged in, as SQL sums them', async () => {
    for (const branch of [branches.centro, branches.roma]) {
      const waste = await get(at('/api/reports/waste?period=this_week', branch));
      expect(waste.total).toBe(
        await money(
          sql`sum(${wasteEntries.value})`,
          sql`${wasteEntries} where ${wasteEntries.userId} = ${owner.id} and ${wasteEntries.locationId} = ${branch}`,
        ),
      );
      const counts = await get(at('/api/reports/count-variance?period=this_week', branch));
      expect(counts.total).toBe(await sqlJournal(branch, 'count'));
    }
    const wasteIn = async (branch?: string) =>
      (await get(branch ? at('/api/reports/waste?period=this_week', branch) : '/api/reports/waste?period=this_week'))
        .total;
    // Roma: 0.5 kg of queso at $100; Centro: 1 kg of jitomate at $22.
    expect(await wasteIn(branches.roma)).toBe('50.00');
    expect(await wasteIn(branches.centro)).toBe('22.00');
    expect(sumDecimals([await wasteIn(branches.centro), await wasteIn(branches.roma)])).toBe(await wasteIn());
    const countsIn = async (branch?: string) =>
      (
        await get(
          branch
            ? at('/api/reports/count-variance?period=this_week', branch)
            : '/api/reports/count-variance?period=this_week',
        )
      ).total;
    // Roma held 4 + 2 = 6 kg of jitomate and counted 5.5 (−$11.00); Centro held 3 kg of queso and counted 3.25 (+$25.00).
    expect(await countsIn(branches.roma)).toBe('-11.00');
    expect(await countsIn(branches.centro)).toBe('25.00');
    expect(sumDecimals([await countsIn(branches.centro), await countsIn(branches.roma)])).toBe(await countsIn());
  });

  it('draws each branch’s inventory value from its stock today, rolled back with its own journal', async () => {
    const url = `/api/reports/inventory-value?period=custom&from=${yesterday}&to=${today}`;
    const all = await get(url);
    const dashboard = await get('/api/dashboard');
    const points: Array<Array<{ day: string; value: string }>> = [];
    for (const branch of [branches.centro, branches.roma]) {
      const report = await get(at(url, branch));
      const value = await sqlBranchValue(branch);
      // Everything happened today: each branch held nothing yesterday, transfers included.
      expect(report.points).toEqual([
        { day: yesterday, value: '0.00' },
        { day: today, value },
      ]);
      expect(dashboard.branchValues).toContainEqual(expect.objectContaining({ locationId: branch, value }));
      points.push(report.points);
    }
    expect(all.points.map((point: { value: string }) => point.value)).toEqual(
      points[0].map((point: { value: string }, index: number) => sumDecimals([point.value, points[1][index].value])),
    );
  });

  it('gives each branch its actual food cost: its stock, purchases, transfers and the sales of its preparations', async () => {
    const all = (await get('/api/reports/food-cost?period=this_week')).actual;
    const figures: Array<Record<string, string>> = [];
    for (const branch of [branches.centro, branches.roma]) {
      const report = await get(at('/api/reports/food-cost?period=this_week', branch));
      const [sold] = await db()
        .select({
          sales: sql<string>`round(sum(${preparations.quantityPrepared} * ${recipes.finalYield} * ${recipes.salePrice}), 2)::text`,
          count: sql<number>`count(*)::int`,
        })
        .from(preparations)
        .innerJoin(recipes, eq(recipes.id, preparations.recipeId))
        .leftJoin(recipeOutputs, eq(recipeOutputs.recipeId, recipes.id))
        .where(
          and(eq(preparations.userId, owner.id), eq(preparations.locationId, branch), isNull(recipeOutputs.recipeId)),
        );
      const spend = (await get(at('/api/reports/spend?period=this_week', branch))).total;
      const closing = await sqlBranchValue(branch);
      const transfers = await sqlJournal(branch, 'transfer');
      expect(report.actual).toMatchObject({
        opening: '0.00',
        purchases: spend,
        transfers,
        closing,
        consumption: await money(
          sql`${spend}::numeric + ${transfers}::numeric - ${closing}::numeric`,
          sql`(select 1) one`,
        ),
        sales: sold.sales,
        preparations: sold.count,
      });
      figures.push(report.actual);
    }
    // Centro sent Roma 4 kg of jitomate and 1 kg of queso: $88.00 + $100.00 at today's prices.
    expect(figures.map((figure) => figure.transfers)).toEqual(['-188.00', '188.00']);
    // Roma cooked 2 batches of 4 salads at $30, Centro 1.
    expect(figures.map((figure) => figure.sales)).toEqual(['120.00', '240.00']);
    for (const field of ['opening', 'purchases', 'transfers', 'closing', 'consumption', 'sales', 'theoreticalCost'])
      expect(sumDecimals([figures[0][field], figures[1][field]]), field).toBe(all[field]);
    expect(all.transfers).toBe('0.00');
  });

  it('downloads a branch’s table as CSV', async () => {
    const response = await request(
      'GET',
      at('/api/reports/export.csv?table=merma&period=this_week', branches.roma),
      owner.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('\uFEFFmotivo,registros,valor\r\nCaducado,1,50.00\r\n');
  });

  it('answers a malformed branch with a Spanish 400 and another restaurant’s branch with a 404, changing nothing', async () => {
    const before = await snapshotDatabase(db());
    for (const url of [
      '/api/reports/spend',
      '/api/reports/waste',
      '/api/reports/inventory-value',
      '/api/reports/food-cost',
      '/api/reports/count-variance',
      '/api/reports/export.csv?table=merma',
    ]) {
      const bad = await request('GET', at(url, 'centro'), owner.cookie);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().error.message).toContain(BRANCH_MESSAGES.branchInvalid);
      const foreign = await request('GET', at(url, branches.roma), stranger.cookie);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().error.message).toBe(BRANCH_MESSAGES.branchNotFound);
    }
    // An empty branch is the whole restaurant, as the page's "Todas las sucursales" sends it.
    expect(await get('/api/reports/waste?period=this_week&locationId=')).toEqual(
      await get('/api/reports/waste?period=this_week'),
    );
    expect(await snapshotDatabase(db())).toEqual(before);
  });
});
