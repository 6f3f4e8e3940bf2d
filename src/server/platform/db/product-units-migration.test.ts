import { afterAll, describe, expect, it } from 'vitest';
import { canonicalUnit } from '@common/units';
import { migrationRunner, migrationsUpTo, type MigrationRunner } from '../../test/migration-runner';

/** Migration 0011 on a database that already holds products with the old free-text units. */
const UNITS_MIGRATION = '0011_product_units';

const OLD_UNITS = [
  'kg',
  'Kilos',
  ' KG ',
  'kilogramo',
  'gramos',
  'Litro',
  'lts',
  'ml',
  'unidad',
  'Unidades',
  'pieza',
  'PZAS',
  'pz',
  'Caja',
  'paquete',
  'Bolsa',
  'Manojo',
  'docena',
  'libra',
  'Galón',
  'Charola',
  'porción',
  ' Bandeja  ',
  'rebanada',
  'botella 750',
];

let runner: MigrationRunner | undefined;
afterAll(() => runner?.close());

describe(`migration ${UNITS_MIGRATION}`, () => {
  // Two full migrations of a fresh database: slow on a loaded machine, so it gets its own time limit.
  it('maps recognised free-text units to codes, keeps the others as written, and loses no product, stock or movement', async () => {
    runner = await migrationRunner();
    await runner.migrate(migrationsUpTo(UNITS_MIGRATION, { through: false }));

    await runner.query(`insert into users (id, name, email) values ('u1', 'Cocina', 'cocina@example.com')`);
    for (const [index, unit] of OLD_UNITS.entries()) {
      const [{ id }] = await runner.query<{ id: string }>(
        `insert into private_products (user_id, name, unit, current_price, stock_quantity, min_stock_quantity) values ('u1', $1, $2, $3, $4, $5) returning id`,
        [`Producto ${index}`, unit, `${index}.50`, `${index}.125`, '10'],
      );
      await runner.query(
        `insert into stock_movements (product_id, user_id, delta, resulting_stock, reason) values ($1, 'u1', $2, $2, 'initial')`,
        [id, `${index}.125`],
      );
    }
    const [{ count: columnsBefore }] = await runner.query<{ count: string }>(
      `select count(*) from information_schema.columns where table_name = 'private_products'`,
    );

    await runner.migrate(migrationsUpTo(UNITS_MIGRATION, { through: true }));

    const rows = await runner.query<{
      name: string;
      unit: string;
      current_price: string;
      stock_quantity: string;
      yield_percent: string;
      density_kg_per_l: string | null;
      piece_weight_g: string | null;
      movements: string;
    }>(
      `select p.name, p.unit, p.current_price, p.stock_quantity, p.yield_percent, p.density_kg_per_l, p.piece_weight_g,
              (select count(*) from stock_movements m where m.product_id = p.id)::text as movements
         from private_products p order by p.name`,
    );
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(rows).toHaveLength(OLD_UNITS.length);
    for (const [index, unit] of OLD_UNITS.entries()) {
      const row = byName.get(`Producto ${index}`)!;
      expect(row.unit).toBe(canonicalUnit(unit));
      expect(row.current_price).toBe(`${index}.50`);
      expect(row.stock_quantity).toBe(`${index}.125`);
      expect(row.movements).toBe('1');
      expect([row.yield_percent, row.density_kg_per_l, row.piece_weight_g]).toEqual(['100.00', null, null]);
    }
    expect(OLD_UNITS.map(canonicalUnit)).toEqual([
      'kg',
      'kg',
      'kg',
      'kg',
      'g',
      'lt',
      'lt',
      'ml',
      'pza',
      'pza',
      'pza',
      'pza',
      'pza',
      'caja',
      'paq',
      'bolsa',
      'manojo',
      'docena',
      'lb',
      'galon',
      'Charola',
      'porción',
      'Bandeja',
      'rebanada',
      'botella 750',
    ]);
    const [{ count: columnsAfter }] = await runner.query<{ count: string }>(
      `select count(*) from information_schema.columns where table_name = 'private_products'`,
    );
    expect(Number(columnsAfter)).toBe(Number(columnsBefore) + 3);
    expect(await runner.query(`select * from product_packs`)).toEqual([]);
  }, 180_000);
});
