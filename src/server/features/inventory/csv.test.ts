import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CSV_MESSAGES } from '@common/csv';
import { NUMBER_MESSAGES } from '@common/fields';
import { INVENTORY_CSV_MESSAGES } from '@common/inventory-csv';
import { INVENTORY_MESSAGES } from '@common/inventory';
import { priceAlerts, privateProducts, stockMovements } from '../../platform/db/schema';
import { useTestApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

const { ctx, request } = useTestApp();

async function restaurantWithProducts() {
  const user = await signUpWithRole(ctx.app, 'restaurant_owner');
  const contact = (await request('POST', '/api/contacts', user.cookie, { name: 'Lácteos Ñandú' })).json();
  await request(
    'POST',
    '/api/products',
    user.cookie,
    productBody({
      name: 'Jamón',
      currentPrice: '120.50',
      stockQuantity: '2.5',
      unit: 'kg',
      supplierId: contact.id,
      category: 'Carnes',
    }),
  );
  await request(
    'POST',
    '/api/products',
    user.cookie,
    productBody({ name: '=SUMA(1)', currentPrice: '1', stockQuantity: '1', unit: 'pieza, chica' }),
  );
  return { user, contact };
}
const products = async (user: TestUser) =>
  (await request('GET', '/api/products?limit=500', user.cookie)).json().items as Array<Record<string, string | null>>;
const exportCsv = (user: TestUser) => request('GET', '/api/products/export.csv', user.cookie);

describe('CSV export', () => {
  it('is UTF-8 with a BOM, a header row, CRLF, dot decimals and formula-safe cells', async () => {
    const { user } = await restaurantWithProducts();
    const response = await exportCsv(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body.slice(1).split('\r\n')).toEqual([
      'nombre,unidad,precio,stock,stock_minimo,proveedor,categoria,presentaciones,densidad_kg_l,peso_pieza_g,rendimiento_pct,iva,ieps',
      `"'=SUMA(1)","pieza, chica",1.00,1,10,,,,,,100,,`,
      'Jamón,kg,120.50,2.5,10,Lácteos Ñandú,Carnes,,,,100,,',
      '',
    ]);
  });
});

describe('CSV import', () => {
  it('round-trips: an unmodified export changes nothing', async () => {
    const { user } = await restaurantWithProducts();
    const csv = (await exportCsv(user)).rawPayload.toString('utf8');
    const preview = (await request('POST', '/api/products/import/preview', user.cookie, { csv })).json();
    expect(preview.summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    const before = await products(user);
    expect((await request('POST', '/api/products/import', user.cookie, { csv })).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await products(user)).toEqual(before);
  });

  it('previews and applies creates and updates matched by name ignoring case and accents', async () => {
    const { user } = await restaurantWithProducts();
    const csv = [
      'Nombre;Precio;Stock;Proveedor',
      'JAMON;130;4;Sin proveedor',
      'Queso panela;"1,250.00";3;lacteos ñandu',
      '',
    ].join('\n');
    const preview = await request('POST', '/api/products/import/preview', user.cookie, { csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().rows).toEqual([
      {
        row: 2,
        name: 'JAMON',
        action: 'update',
        changes: [
          'Nombre: Jamón → JAMON',
          'Precio: $120.50 → $130.00',
          'Stock: 2.5 kg → 4 kg',
          'Proveedor: Lácteos Ñandú → Sin proveedor',
        ],
        errors: [],
      },
      {
        row: 3,
        name: 'Queso panela',
        action: 'create',
        changes: [
          'Unidad: pza',
          'Precio: $1,250.00',
          'Stock: 3 pzas',
          'Stock mínimo: 10 pzas',
          'Proveedor: Lácteos Ñandú',
          'Categoría: —',
        ],
        errors: [],
      },
    ]);
    expect(await ctx.database.db.$count(privateProducts, eq(privateProducts.userId, user.id))).toBe(2);

    const applied = await request('POST', '/api/products/import', user.cookie, { csv });
    expect(applied.json()).toEqual({ created: 1, updated: 1, unchanged: 0 });
    const after = await products(user);
    expect(after.find((p) => p.name === 'JAMON')).toMatchObject({
      currentPrice: '130.00',
      stockQuantity: '4.000',
      supplierId: null,
      category: 'Carnes',
      unit: 'kg',
    });
    const queso = after.find((p) => p.name === 'Queso panela')!;
    expect(queso).toMatchObject({
      currentPrice: '1250.00',
      stockQuantity: '3.000',
      minStockQuantity: '10.000',
      unit: 'pza',
      supplierName: 'Lácteos Ñandú',
    });

    const jamon = after.find((p) => p.name === 'JAMON')!;
    const moves = await ctx.database.db.select().from(stockMovements).where(eq(stockMovements.productId, jamon.id!));
    expect(moves.map((m) => [m.reason, m.delta]).sort()).toEqual([
      ['import', '1.500'],
      ['initial', '2.500'],
    ]);
    const alerts = await ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.productId, jamon.id!));
    expect(alerts).toMatchObject([{ oldPrice: '120.50', newPrice: '130.00', priceChangePercent: '7.88' }]);
    const [created] = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, queso.id!));
    expect(created).toMatchObject({ reason: 'import', delta: '3.000' });
  });

  it('reports every row error in Spanish and applies nothing when any row fails', async () => {
    const { user } = await restaurantWithProducts();
    const before = await products(user);
    const csv = [
      'nombre,precio,stock,proveedor',
      'Jamón,999,100,',
      'Nuevo bueno,10,1,',
      ',5,5,',
      'Sin precio,,3,',
      'Harina,abc,-2,Nadie',
      'jamón,1,1,',
    ].join('\r\n');
    const preview = (await request('POST', '/api/products/import/preview', user.cookie, { csv })).json();
    expect(preview.summary).toEqual({ create: 1, update: 1, unchanged: 0, error: 4 });
    expect(
      preview.rows
        .filter((row: { action: string }) => row.action === 'error')
        .map((row: { row: number; errors: string[] }) => [row.row, row.errors]),
    ).toEqual([
      [4, [INVENTORY_MESSAGES.nameRequired]],
      [5, [INVENTORY_MESSAGES.priceRequired]],
      [
        6,
        [INVENTORY_CSV_MESSAGES.unknownSupplier('Nadie'), INVENTORY_MESSAGES.invalidNumber, NUMBER_MESSAGES.negative],
      ],
      [7, [CSV_MESSAGES.duplicateRow(2)]],
    ]);

    const applied = await request('POST', '/api/products/import', user.cookie, { csv });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().error).toMatchObject({ code: 'import_invalid', message: CSV_MESSAGES.hasErrors });
    expect(applied.json().error.fields).toEqual({
      'Fila 4': INVENTORY_MESSAGES.nameRequired,
      'Fila 5': INVENTORY_MESSAGES.priceRequired,
      'Fila 6': `${INVENTORY_CSV_MESSAGES.unknownSupplier('Nadie')}; ${INVENTORY_MESSAGES.invalidNumber}; ${NUMBER_MESSAGES.negative}`,
      'Fila 7': CSV_MESSAGES.duplicateRow(2),
    });
    expect(await products(user)).toEqual(before);
    expect(await ctx.database.db.$count(priceAlerts, eq(priceAlerts.userId, user.id))).toBe(0);
  });

  it('rolls back the rows already written when a later row fails in the database', async () => {
    const { user } = await restaurantWithProducts();
    const before = await products(user);
    await ctx.database.db.execute(sql`
      create function explode() returns trigger language plpgsql as $$
      begin if new.name = 'Explota' then raise exception 'fallo simulado'; end if; return new; end $$`);
    await ctx.database.db.execute(
      sql`create trigger explode before insert on private_products for each row execute function explode()`,
    );
    try {
      const response = await request('POST', '/api/products/import', user.cookie, {
        csv: 'nombre,precio,stock\nJamón,1,1\nNuevo,1,1\nExplota,1,1',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe('Error al procesar la solicitud');
    } finally {
      await ctx.database.db.execute(sql`drop trigger explode on private_products`);
    }
    expect(await products(user)).toEqual(before);
    expect(await ctx.database.db.$count(priceAlerts, eq(priceAlerts.userId, user.id))).toBe(0);
  });

  it.each([
    [{ csv: '' }, CSV_MESSAGES.empty],
    [{ csv: 'precio,stock\n1,2' }, CSV_MESSAGES.missingName],
    [{ csv: 'nombre,precio\n' }, CSV_MESSAGES.empty],
    [{ csv: 'x'.repeat(2_000_001) }, CSV_MESSAGES.tooLarge],
    [{}, CSV_MESSAGES.empty],
  ])('refuses a bad file with a Spanish 400', async (body, message) => {
    const user = await signUpWithRole(ctx.app, 'restaurant_owner');
    for (const url of ['/api/products/import/preview', '/api/products/import']) {
      const response = await request('POST', url, user.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it("never touches another user's products with the same name", async () => {
    const { user } = await restaurantWithProducts();
    const other = await signUpWithRole(ctx.app, 'restaurant_owner');
    const response = await request('POST', '/api/products/import', other.cookie, {
      csv: 'nombre,precio,stock\nJamón,1,1',
    });
    expect(response.json()).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect((await products(user)).find((p) => p.name === 'Jamón')).toMatchObject({ currentPrice: '120.50' });
    expect((await exportCsv(other)).rawPayload.toString('utf8')).not.toContain('120.50');
  });
});
