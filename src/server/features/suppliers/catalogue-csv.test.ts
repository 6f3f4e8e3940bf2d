import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CSV_MESSAGES } from '@common/csv';
import { SUPPLIER_MESSAGES } from '@common/suppliers';
import { CATALOGUE_CSV_MESSAGES } from '@common/suppliers-csv';
import { marketplaceProducts } from '../../platform/db/schema';
import { createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HEADER = 'nombre,descripcion,categoria,unidad,precio,stock,pedido_minimo,disponible';
const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const exportCsv = (user: TestUser) => call('GET', '/api/supplier/products/export.csv', user);
const preview = (user: TestUser, csv: string) => call('POST', '/api/supplier/products/import/preview', user, { csv });
const apply = (user: TestUser, csv: string) => call('POST', '/api/supplier/products/import', user, { csv });
const catalogue = async (user: TestUser) =>
  (await call('GET', '/api/supplier/products', user)).json() as Array<Record<string, unknown>>;
const stored = (companyId: string) =>
  ctx.database.db
    .select()
    .from(marketplaceProducts)
    .where(eq(marketplaceProducts.supplierCompanyId, companyId))
    .orderBy(marketplaceProducts.name);

async function supplierWithCatalogue() {
  const supplier = await createSupplier(ctx.app);
  await createCatalogueProduct(ctx.app, supplier, {
    name: 'Jitomate bola',
    price: '26.50',
    unit: 'kg',
    stockQuantity: '100',
    description: 'Fresco, de Sinaloa',
  });
  await createCatalogueProduct(ctx.app, supplier, {
    name: '=Crema',
    category: 'Lácteos',
    price: '45',
    unit: 'litro',
    stockQuantity: '7.5',
    minOrderQuantity: '2',
    isAvailable: false,
  });
  return supplier;
}

describe('catalogue CSV export', () => {
  it('is UTF-8 with a BOM, CRLF, the catalogue columns and formula-safe cells', async () => {
    const supplier = await supplierWithCatalogue();
    const response = await exportCsv(supplier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="catalogo-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = response.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body.slice(1).split('\r\n')).toEqual([
      HEADER,
      `"'=Crema",,Lácteos,litro,45.00,7.5,2,no`,
      'Jitomate bola,"Fresco, de Sinaloa",Verduras,kg,26.50,100,1,sí',
      '',
    ]);
  });

  it('round-trips: an unmodified export changes nothing', async () => {
    const supplier = await supplierWithCatalogue();
    const csv = (await exportCsv(supplier)).rawPayload.toString('utf8');
    expect((await preview(supplier, csv)).json().summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    const before = await catalogue(supplier);
    expect((await apply(supplier, csv)).json()).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(await catalogue(supplier)).toEqual(before);
  });
});

describe('catalogue CSV import', () => {
  it('previews and applies creates and updates matched by name ignoring case and accents, only in its own company', async () => {
    const supplier = await supplierWithCatalogue();
    const other = await createSupplier(ctx.app, { companyName: 'Otra Empresa' });
    await createCatalogueProduct(ctx.app, other, { name: 'Jitomate bola', price: '20.00' });
    const csv = [
      'Nombre;Precio;Stock;Unidad;Disponible;Categoría',
      'JITOMATE BOLÁ;"$1,030.00";80;KG;Sí;Verduras',
      'Cebolla blanca;18.5;50;Kg;;Verduras',
      '',
    ].join('\n');
    const response = await preview(supplier, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toEqual([
      {
        row: 2,
        name: 'JITOMATE BOLÁ',
        action: 'update',
        changes: ['Nombre: Jitomate bola → JITOMATE BOLÁ', 'Precio: $26.50 → $1,030.00', 'Stock: 100 kg → 80 kg'],
        errors: [],
      },
      {
        row: 3,
        name: 'Cebolla blanca',
        action: 'create',
        changes: [
          'Descripción: —',
          'Categoría: Verduras',
          'Unidad: kg',
          'Precio: $18.50',
          'Stock: 50 kg',
          'Pedido mínimo: 1 kg',
          'Disponible: Sí',
        ],
        errors: [],
      },
    ]);
    expect((await apply(supplier, csv)).json()).toEqual({ created: 1, updated: 1, unchanged: 0 });
    const rows = await stored(supplier.companyId);
    expect(
      rows.map((row) => [row.name, row.price, row.stockQuantity, row.unit, row.description, row.isAvailable]),
    ).toEqual([
      ['=Crema', '45.00', '7.500', 'litro', null, false],
      ['Cebolla blanca', '18.50', '50.000', 'kg', null, true],
      ['JITOMATE BOLÁ', '1030.00', '80.000', 'kg', 'Fresco, de Sinaloa', true],
    ]);
    expect((await stored(other.companyId)).map((row) => [row.name, row.price])).toEqual([['Jitomate bola', '20.00']]);
  });

  it('reports every row error in Spanish and applies nothing when any row fails', async () => {
    const supplier = await supplierWithCatalogue();
    const before = await stored(supplier.companyId);
    const csv = [
      HEADER,
      'Jitomate bola,,Verduras,kg,99,1,1,sí',
      'Nuevo bueno,,Abarrotes,caja,10,1,1,sí',
      ',,Verduras,kg,5,5,1,sí',
      'Sin precio,,Verduras,kg,,3,1,sí',
      'Tonelada,,Verduras,tonelada,5,5,0,quizá',
      'Sin categoría,,,kg,5,5,1,no',
      'jitomate BOLA,,Verduras,kg,1,1,1,sí',
    ].join('\r\n');
    const result = (await preview(supplier, csv)).json();
    expect(result.summary).toEqual({ create: 1, update: 1, unchanged: 0, error: 5 });
    const errors = result.rows
      .filter((row: { action: string }) => row.action === 'error')
      .map((row: { row: number; errors: string[] }) => [row.row, row.errors]);
    expect(errors).toEqual([
      [4, [SUPPLIER_MESSAGES.nameRequired]],
      [5, [SUPPLIER_MESSAGES.priceRequired]],
      [
        6,
        [
          CATALOGUE_CSV_MESSAGES.invalidUnit('tonelada'),
          CATALOGUE_CSV_MESSAGES.invalidAvailability('quizá'),
          SUPPLIER_MESSAGES.minOrderPositive,
        ],
      ],
      [7, [SUPPLIER_MESSAGES.categoryRequired]],
      [8, [CSV_MESSAGES.duplicateRow(2)]],
    ]);
    expect(CATALOGUE_CSV_MESSAGES.invalidUnit('tonelada')).toBe(
      'La unidad "tonelada" no es válida; usa unidad, kg, lb, litro, caja, paquete',
    );

    const applied = await apply(supplier, csv);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().error).toMatchObject({ code: 'import_invalid', message: CSV_MESSAGES.hasErrors });
    expect(applied.json().error.fields['Fila 7']).toBe(SUPPLIER_MESSAGES.categoryRequired);
    expect(await stored(supplier.companyId)).toEqual(before);
  });

  it('rolls back the rows already written when a later row fails in the database', async () => {
    const supplier = await supplierWithCatalogue();
    const before = await stored(supplier.companyId);
    await ctx.database.db.execute(sql`
      create function explode_catalogue() returns trigger language plpgsql as $$
      begin if new.name = 'Explota' then raise exception 'fallo simulado'; end if; return new; end $$`);
    await ctx.database.db.execute(
      sql`create trigger explode_catalogue before insert on marketplace_products for each row execute function explode_catalogue()`,
    );
    try {
      const csv = `${HEADER}\nJitomate bola,,Verduras,kg,1,1,1,sí\nNuevo,,Verduras,kg,1,1,1,sí\nExplota,,Verduras,kg,1,1,1,sí`;
      const response = await apply(supplier, csv);
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe('Error al procesar la solicitud');
    } finally {
      await ctx.database.db.execute(sql`drop trigger explode_catalogue on marketplace_products`);
      await ctx.database.db.execute(sql`drop function explode_catalogue`);
    }
    expect(await stored(supplier.companyId)).toEqual(before);
  });

  it('refuses an inactive subscription with the catalogue message and changes nothing', async () => {
    const supplier = await createSupplier(ctx.app, { subscribed: false });
    const csv = `${HEADER}\r\nQueso,,Lácteos,kg,90,5,1,sí\r\n`;
    for (const response of [await exportCsv(supplier), await preview(supplier, csv), await apply(supplier, csv)]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error.message).toBe('Necesitas una suscripción activa para administrar tu catálogo');
    }
    expect(await stored(supplier.companyId)).toEqual([]);
  });

  it.each([
    [{ csv: '' }, CSV_MESSAGES.empty],
    [{ csv: 'precio,stock\n1,2' }, CSV_MESSAGES.missingName],
    [{ csv: 'nombre,precio\n' }, CSV_MESSAGES.empty],
    [{ csv: 'x'.repeat(2_000_001) }, CSV_MESSAGES.tooLarge],
    [{ csv: `nombre\n${'Pan\n'.repeat(10_001)}` }, CSV_MESSAGES.tooManyRows],
    [{ csv: 42 }, CSV_MESSAGES.empty],
    [{}, CSV_MESSAGES.empty],
  ])('answers a clear Spanish 400 for a bad file and changes nothing (%#)', async (payload, message) => {
    const supplier = await supplierWithCatalogue();
    const before = await stored(supplier.companyId);
    for (const url of ['/api/supplier/products/import/preview', '/api/supplier/products/import']) {
      const response = await ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: supplier.cookie } });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect([error.message, ...Object.values(error.fields ?? {})]).toContain(message);
    }
    expect(await stored(supplier.companyId)).toEqual(before);
  });
});
