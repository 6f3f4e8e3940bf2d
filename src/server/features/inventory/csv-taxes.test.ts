import { describe, expect, it } from 'vitest';
import { INVENTORY_CSV_MESSAGES } from '@common/inventory-csv';
import { PRODUCT_TAX_MESSAGES } from '@common/product-taxes';
import { snapshotDatabase } from '../../security/snapshot';
import { useTestApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

/** The tax columns of the products CSV (decision 042). */
const { ctx, request } = useTestApp();

const HEADER =
  'nombre,unidad,precio,stock,stock_minimo,proveedor,categoria,presentaciones,densidad_kg_l,peso_pieza_g,rendimiento_pct,iva,ieps';

async function bar() {
  const user = await signUpWithRole(ctx.app, 'restaurant_owner');
  const create = async (overrides: Record<string, unknown>) => {
    const response = await request('POST', '/api/products', user.cookie, productBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
  };
  await create({ name: 'Cerveza', unit: 'pza', stockQuantity: '24', iva: '16', iepsKind: 'tasa', iepsValue: '26.5' });
  await create({ name: 'Jitomate', unit: 'kg', stockQuantity: '5', iva: '0' });
  await create({
    name: 'Refresco',
    unit: 'pza',
    stockQuantity: '48',
    iva: '16',
    iepsKind: 'cuota',
    iepsValue: '1.6451',
  });
  await create({ name: 'Sal', unit: 'kg', stockQuantity: '3' });
  return user;
}
const taxes = async (user: TestUser) =>
  ((await request('GET', '/api/products?limit=500', user.cookie)).json().items as Array<Record<string, unknown>>).map(
    ({ name, iva, iepsKind, iepsValue }) => ({ name, iva, iepsKind, iepsValue }),
  );
const exportCsv = async (user: TestUser) =>
  (await request('GET', '/api/products/export.csv', user.cookie)).rawPayload.toString('utf8');
const preview = async (user: TestUser, csv: string) =>
  (await request('POST', '/api/products/import/preview', user.cookie, { csv })).json();
const importCsv = (user: TestUser, csv: string) => request('POST', '/api/products/import', user.cookie, { csv });

describe('tax columns in the products CSV', () => {
  it('exports IVA and IEPS as a person writes them, and imports them back unchanged, here or in another account', async () => {
    const user = await bar();
    const csv = await exportCsv(user);
    expect(csv.slice(1).split('\r\n')).toEqual([
      HEADER,
      'Cerveza,pza,20.00,24,10,,,,,,100,16,26.5 %',
      'Jitomate,kg,20.00,5,10,,,,,,100,0,',
      'Refresco,pza,20.00,48,10,,,,,,100,16,$1.6451',
      'Sal,kg,20.00,3,10,,,,,,100,,',
      '',
    ]);
    const before = await taxes(user);
    expect((await preview(user, csv)).summary).toEqual({ create: 0, update: 0, unchanged: 4, error: 0 });
    expect((await importCsv(user, csv)).json()).toEqual({ created: 0, updated: 0, unchanged: 4 });
    expect(await taxes(user)).toEqual(before);

    const other = await signUpWithRole(ctx.app, 'restaurant_owner');
    expect((await importCsv(other, csv)).json()).toEqual({ created: 4, updated: 0, unchanged: 0 });
    expect(await taxes(other)).toEqual(before);
  });

  it('applies edited taxes with their change lines, and keeps them when the columns are left out', async () => {
    const user = await bar();
    const csv = [
      HEADER,
      'Cerveza,pza,20.00,24,10,,,,,,100,16 %,',
      'Jitomate,kg,20.00,5,10,,,,,,100,Exento,',
      'Refresco,pza,20.00,48,10,,,,,,100,16,$1.70',
      'Sal,kg,20.00,3,10,,,,,,100,,',
    ].join('\r\n');
    expect((await preview(user, csv)).rows).toMatchObject([
      { row: 2, action: 'update', changes: ['Impuestos: IVA 16 % · IEPS 26.5 % → IVA 16 %'] },
      { row: 3, action: 'update', changes: ['Impuestos: IVA 0 % → IVA exento'] },
      { row: 4, action: 'update', changes: ['Impuestos: IVA 16 % · IEPS cuota $1.6451 → IVA 16 % · IEPS cuota $1.7'] },
      { row: 5, action: 'unchanged' },
    ]);
    expect((await importCsv(user, csv)).json()).toEqual({ created: 0, updated: 3, unchanged: 1 });
    const after = await taxes(user);
    expect(after).toEqual([
      { name: 'Cerveza', iva: '16', iepsKind: null, iepsValue: null },
      { name: 'Jitomate', iva: 'exento', iepsKind: null, iepsValue: null },
      { name: 'Refresco', iva: '16', iepsKind: 'cuota', iepsValue: '1.700000' },
      { name: 'Sal', iva: null, iepsKind: null, iepsValue: null },
    ]);
    const withoutTaxes = ['nombre,precio,stock', 'Cerveza,20,24', 'Refresco,20,48'].join('\r\n');
    expect((await importCsv(user, withoutTaxes)).json()).toMatchObject({ updated: 0, unchanged: 2 });
    expect(await taxes(user)).toEqual(after);
  });

  it('refuses unreadable tax cells row by row in Spanish and imports nothing', async () => {
    const user = await bar();
    const before = await snapshotDatabase(ctx.database.db);
    const rows = [
      ['Sal,kg,20,5,1,,,,,,100,8,', PRODUCT_TAX_MESSAGES.iva],
      ['Sal,kg,20,5,1,,,,,,100,ocho,', PRODUCT_TAX_MESSAGES.iva],
      ['Sal,kg,20,5,1,,,,,,100,,26.5', INVENTORY_CSV_MESSAGES.unreadableIeps('26.5')],
      ['Sal,kg,20,5,1,,,,,,100,,400 %', PRODUCT_TAX_MESSAGES.iepsRate],
      ['Sal,kg,20,5,1,,,,,,100,,$uno', PRODUCT_TAX_MESSAGES.iepsQuota],
    ];
    for (const [line, message] of rows) {
      const csv = `${HEADER}\r\n${line}\r\n`;
      const planned = await preview(user, csv);
      expect(planned.rows, line).toMatchObject([{ row: 2, action: 'error' }]);
      expect(planned.rows[0].errors, line).toContain(message);
      expect((await importCsv(user, csv)).statusCode, line).toBe(400);
    }
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });
});
