import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from '@common/csv';
import { INVALID_CHARACTERS_MESSAGE } from '@common/fields';
import { INVENTORY_CSV_MESSAGES } from '@common/inventory-csv';
import { PRODUCT_UNIT_MESSAGES } from '@common/product-units';
import { useTestApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

/** The unit columns of the products CSV (decision 038). */
const { ctx, request } = useTestApp();

const HEADER =
  'nombre,unidad,precio,stock,stock_minimo,proveedor,categoria,presentaciones,densidad_kg_l,peso_pieza_g,rendimiento_pct,iva,ieps';

async function kitchen() {
  const user = await signUpWithRole(ctx.app, 'restaurant_owner');
  const create = async (overrides: Record<string, unknown>) => {
    const response = await request('POST', '/api/products', user.cookie, productBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
  };
  await create({
    name: 'Aceite',
    unit: 'litros',
    stockQuantity: '40',
    densityKgPerL: '0.92',
    yieldPercent: '95.5',
    packs: [
      { name: 'Bidón', quantity: '20', unit: 'l' },
      { name: 'Caja', quantity: '12.5', unit: 'kg' },
    ],
  });
  await create({
    name: 'Huevo',
    unit: 'pza',
    stockQuantity: '90',
    pieceWeightG: '60',
    packs: [
      { name: '=Charola', quantity: '30', unit: 'pza' },
      { name: 'Caja 2', quantity: '1', unit: 'docena' },
    ],
  });
  await create({
    name: 'Jitomate',
    unit: 'kg',
    stockQuantity: '50',
    packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
  });
  await create({ name: 'Sal', unit: 'kg', stockQuantity: '3' });
  return user;
}
const products = async (user: TestUser) =>
  ((await request('GET', '/api/products?limit=500', user.cookie)).json().items as Array<Record<string, unknown>>).sort(
    (a, b) => String(a.name).localeCompare(String(b.name)),
  );
const exportCsv = async (user: TestUser) =>
  (await request('GET', '/api/products/export.csv', user.cookie)).rawPayload.toString('utf8');
const preview = async (user: TestUser, csv: string) =>
  (await request('POST', '/api/products/import/preview', user.cookie, { csv })).json();
const importCsv = (user: TestUser, csv: string) => request('POST', '/api/products/import', user.cookie, { csv });

describe('unit columns in the products CSV', () => {
  it('exports the base unit, packs, density, piece weight and yield as a person writes them', async () => {
    const user = await kitchen();
    expect((await exportCsv(user)).slice(1).split('\r\n')).toEqual([
      HEADER,
      'Aceite,l,20.00,40,10,,,Bidón 20 l; Caja 12.5 kg,0.92,,95.5,,',
      `Huevo,pza,20.00,90,10,,,"'=Charola 30 pzas; Caja 2 1 docena",,60,100,,`,
      'Jitomate,kg,20.00,50,10,,,Caja 25 kg,,,100,,',
      'Sal,kg,20.00,3,10,,,,,,100,,',
      '',
    ]);
  });

  it('round-trips losslessly: an unmodified export changes nothing', async () => {
    const user = await kitchen();
    const before = await products(user);
    const csv = await exportCsv(user);
    expect((await preview(user, csv)).summary).toEqual({ create: 0, update: 0, unchanged: 4, error: 0 });
    expect((await importCsv(user, csv)).json()).toEqual({ created: 0, updated: 0, unchanged: 4 });
    expect(await products(user)).toEqual(before);
  });

  it('applies an edited pack, density, piece weight and yield, and creates a product with its packs', async () => {
    const user = await kitchen();
    const lines = (await exportCsv(user)).slice(1).trim().split('\r\n');
    const csv = [
      lines[0],
      'Aceite,l,20.00,40,10,,,Bidón 19 litros,,,95.5',
      lines[2],
      'Jitomate,kg,20.00,50,10,,,Caja 20 kg; Bolsa 500 g,,,"92 %"',
      'Sal,kg,20.00,3,10,,,,,,',
      'Frijol,kg,30,40,5,,,Costal 20 kg,,,98',
    ].join('\r\n');
    expect((await preview(user, csv)).rows).toMatchObject([
      {
        row: 2,
        action: 'update',
        changes: ['Presentaciones: Bidón 20 l; Caja 12.5 kg → Bidón 19 l', 'Densidad: 0.92 kg/l → —'],
      },
      { row: 3, action: 'unchanged' },
      {
        row: 4,
        action: 'update',
        changes: ['Presentaciones: Caja 25 kg → Caja 20 kg; Bolsa 500 g', 'Rendimiento: 100 % → 92 %'],
      },
      { row: 5, action: 'unchanged' },
      {
        row: 6,
        action: 'create',
        changes: [
          'Unidad: kg',
          'Precio: $30.00',
          'Stock: 40 kg',
          'Stock mínimo: 5 kg',
          'Proveedor: Sin proveedor',
          'Categoría: —',
          'Presentaciones: Costal 20 kg',
          'Rendimiento: 98 %',
        ],
      },
    ]);
    expect((await importCsv(user, csv)).json()).toEqual({ created: 1, updated: 2, unchanged: 2 });
    const after = Object.fromEntries((await products(user)).map((product) => [product.name, product]));
    expect(after.Aceite).toMatchObject({
      densityKgPerL: null,
      packs: [{ name: 'Bidón', quantity: '19.000', unit: 'lt' }],
    });
    expect(after.Jitomate).toMatchObject({
      yieldPercent: '92.00',
      packs: [
        { name: 'Caja', quantity: '20.000', unit: 'kg' },
        { name: 'Bolsa', quantity: '500.000', unit: 'g' },
      ],
    });
    expect(after.Huevo).toMatchObject({ pieceWeightG: '60.000', packs: [{ name: '=Charola' }, { name: 'Caja 2' }] });
    expect(after.Frijol).toMatchObject({
      yieldPercent: '98.00',
      packs: [{ name: 'Costal', quantity: '20.000', unit: 'kg' }],
    });
  });

  it('keeps the stored unit fields when the file leaves their columns out', async () => {
    const user = await kitchen();
    const before = await products(user);
    const response = await importCsv(user, 'nombre,precio,stock\nAceite,25,40\nHuevo,3,90\n');
    expect(response.json()).toEqual({ created: 0, updated: 2, unchanged: 0 });
    const after = await products(user);
    for (const name of ['Aceite', 'Huevo']) {
      const pick = (list: Array<Record<string, unknown>>) => {
        const { currentPrice: _, ...rest } = list.find((product) => product.name === name)!;
        return rest;
      };
      expect(pick(after)).toEqual(pick(before));
    }
  });

  it('checks the stored packs against a new unit when the packs column is left out', async () => {
    const user = await kitchen();
    const before = await products(user);
    const csv = 'nombre,unidad\nJitomate,pza\n';
    expect((await preview(user, csv)).rows[0].errors).toEqual([
      'Presentación «Caja»: No se puede convertir kg a pza: agrega el peso por pieza del producto (1 pza ≈ … g)',
    ]);
    expect((await importCsv(user, csv)).statusCode).toBe(400);
    expect((await importCsv(user, 'nombre,unidad,peso_pieza_g\nJitomate,pza,120\n')).statusCode).toBe(200);
    expect((await products(user)).find((product) => product.name === 'Jitomate')).toMatchObject({
      unit: 'pza',
      pieceWeightG: '120.000',
      packs: (before.find((product) => product.name === 'Jitomate') as { packs: unknown }).packs,
    });
  });

  it('refuses hostile cells row by row in Spanish and imports nothing', async () => {
    const user = await kitchen();
    const before = await products(user);
    const many = Array.from({ length: 21 }, (_, index) => `Caja ${index + 1} 1 kg`).join('; ');
    const rows: Array<[string, string]> = [
      ['Jitomate,kg,20,5,1,,,Caja veinte kg', INVENTORY_CSV_MESSAGES.unreadablePack('Caja veinte kg')],
      ['Jitomate,kg,20,5,1,,,Kilo 1 kg', PRODUCT_UNIT_MESSAGES.packNameIsMeasure],
      ['Jitomate,kg,20,5,1,,,Caja 25 kg; cajas 10 kg', PRODUCT_UNIT_MESSAGES.packDuplicate],
      [
        'Jitomate,kg,20,5,1,,,Caja 25 l',
        'Presentación «Caja»: No se puede convertir l a kg: agrega la densidad del producto (1 l ≈ … kg)',
      ],
      ['Jitomate,kg,20,5,1,,,Caja 0 kg', PRODUCT_UNIT_MESSAGES.packQuantity],
      ['Jitomate,kg,20,5,1,,,Caja 1.2345 kg', PRODUCT_UNIT_MESSAGES.packQuantity],
      ['Jitomate,kg,20,5,1,,,Caja -5 kg', INVENTORY_CSV_MESSAGES.unreadablePack('Caja -5 kg')],
      [`Jitomate,kg,20,5,1,,,${'C'.repeat(51)} 1 kg`, PRODUCT_UNIT_MESSAGES.packNameTooLong],
      [`Jitomate,kg,20,5,1,,,"${many}"`, PRODUCT_UNIT_MESSAGES.tooManyPacks],
      ['Aceite,l,20,5,1,,,,-1', PRODUCT_UNIT_MESSAGES.density],
      ['Aceite,l,20,5,1,,,,0', PRODUCT_UNIT_MESSAGES.density],
      ['Aceite,l,20,5,1,,,,1e3', PRODUCT_UNIT_MESSAGES.density],
      ['Aceite,l,20,5,1,,,,NaN', PRODUCT_UNIT_MESSAGES.density],
      ['Huevo,pza,20,5,1,,,,,0', PRODUCT_UNIT_MESSAGES.pieceWeight],
      ['Huevo,pza,20,5,1,,,,,=1+1', PRODUCT_UNIT_MESSAGES.pieceWeight],
      ['Sal,kg,20,5,1,,,,,,150', PRODUCT_UNIT_MESSAGES.yieldPercent],
      ['Sal,kg,20,5,1,,,,,,0', PRODUCT_UNIT_MESSAGES.yieldPercent],
      ['Sal,kg,20,5,1,,,,,,Infinity', PRODUCT_UNIT_MESSAGES.yieldPercent],
    ];
    for (const [line, message] of rows) {
      const csv = `nombre,unidad,precio,stock,stock_minimo,proveedor,categoria,presentaciones,densidad_kg_l,peso_pieza_g,rendimiento_pct,iva,ieps\r\n${line}\r\n`;
      const planned = await preview(user, csv);
      expect(planned.rows, line).toMatchObject([{ row: 2, action: 'error' }]);
      expect(planned.rows[0].errors, line).toContain(message);
      const response = await importCsv(user, csv);
      expect(response.statusCode, line).toBe(400);
      expect(response.json().error).toMatchObject({ message: CSV_MESSAGES.hasErrors });
      expect(response.json().error.fields['Fila 2'], line).toContain(message);
    }
    // A control character refuses the whole file, as for any other column.
    const withNul = await importCsv(user, `${HEADER}\r\nJitomate,kg,20,5,1,,,"Caja\u0000 1 kg",,,100\r\n`);
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().error.message).toBe(INVALID_CHARACTERS_MESSAGE);
    expect(await products(user)).toEqual(before);
  });

  it('reports the bad row by its line while a good row waits, and applies nothing', async () => {
    const user = await kitchen();
    const before = await products(user);
    const csv = [HEADER, 'Sal,kg,21,3,10,,,Bolsa 1 kg,,,100', 'Jitomate,kg,20,50,10,,,Caja 25 litros,,,100'].join('\n');
    const response = await importCsv(user, csv);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['Fila 3']);
    expect(await products(user)).toEqual(before);
  });
});
