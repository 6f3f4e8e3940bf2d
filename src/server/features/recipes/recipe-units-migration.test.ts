import { afterAll, describe, expect, it } from 'vitest';
import { migrationRunner, migrationsUpTo, type MigrationRunner } from '../../test/migration-runner';

/** Migration 0014 on a database that already holds recipes whose quantities are in the product's unit. */
const MIGRATION = '0014_recipe_units';

let db: MigrationRunner | undefined;
afterAll(() => db?.close());

describe(`migration ${MIGRATION}`, () => {
  it('gives each existing line its product’s unit, no yield of its own, and each recipe no missing ingredients', async () => {
    db = await migrationRunner();
    await db.migrate(migrationsUpTo(MIGRATION, { through: false }));

    await db.query(`insert into users (id, name, email) values ('u1', 'Cocina', 'cocina@example.com')`);
    const product = async (name: string, unit: string) =>
      (
        await db!.query<{ id: string }>(
          `insert into private_products (user_id, name, unit, current_price) values ('u1', $1, $2, '10') returning id`,
          [name, unit],
        )
      )[0].id;
    const [kg, pza, charola] = [
      await product('Queso', 'kg'),
      await product('Huevo', 'pza'),
      await product('Pan', 'Charola'),
    ];
    const [{ id: recipe }] = await db.query<{ id: string }>(
      `insert into recipes (user_id, name, final_yield) values ('u1', 'Torta', 4) returning id`,
    );
    for (const [productId, quantity] of [
      [kg, '0.250'],
      [pza, '2'],
      [charola, '1'],
    ])
      await db.query(`insert into recipe_ingredients (recipe_id, product_id, quantity) values ($1, $2, $3)`, [
        recipe,
        productId,
        quantity,
      ]);

    await db.migrate(migrationsUpTo(MIGRATION, { through: true }));

    const lines = await db.query<{ name: string; quantity: string; unit: string; yield_percent: string | null }>(
      `select p.name, ri.quantity, ri.unit, ri.yield_percent from recipe_ingredients ri join private_products p on p.id = ri.product_id order by p.name`,
    );
    expect(lines).toEqual([
      { name: 'Huevo', quantity: '2.000', unit: 'pza', yield_percent: null },
      { name: 'Pan', quantity: '1.000', unit: 'Charola', yield_percent: null },
      { name: 'Queso', quantity: '0.250', unit: 'kg', yield_percent: null },
    ]);
    expect(await db.query(`select missing_ingredients from recipes`)).toEqual([{ missing_ingredients: [] }]);
    await expect(
      db.query(`insert into recipe_ingredients (recipe_id, product_id, quantity) values ($1, $2, '1')`, [recipe, kg]),
    ).rejects.toThrow();
    await expect(
      db.query(
        `insert into recipe_ingredients (recipe_id, product_id, quantity, unit, yield_percent) values ($1, $2, '1', 'kg', 0)`,
        [recipe, kg],
      ),
    ).rejects.toThrow();
    // Two full migrations of a fresh database: more than the default 30 s on a busy machine.
  }, 90_000);
});
