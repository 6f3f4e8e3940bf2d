import { afterAll, describe, expect, it } from 'vitest';
import { migrationRunner, migrationsUpTo, type MigrationRunner } from '../../test/migration-runner';

/** Migration 0025 on a database whose restaurants already hold stock, with and without branches. */
const BRANCH_MIGRATION = '0025_stock_per_branch';

let runner: MigrationRunner | undefined;
afterAll(() => runner?.close());

describe(`migration ${BRANCH_MIGRATION}`, () => {
  // Two full migrations of a fresh database: slow on a loaded machine, so it gets its own time limit.
  it("puts each restaurant's stock in its main branch, names it on the journal and orders, and leaves restaurants without branches as they were", async () => {
    runner = await migrationRunner();
    await runner.migrate(migrationsUpTo(BRANCH_MIGRATION, { through: false }));

    await runner.query(
      `insert into users (id, name, email) values ('u1', 'Con sucursales', 'a@example.com'), ('u2', 'Sin sucursales', 'b@example.com')`,
    );
    const [{ id: info }] = await runner.query<{ id: string }>(
      `insert into restaurant_info (user_id, restaurant_name) values ('u1', 'Los Arcos') returning id`,
    );
    // The first branch made is not the main one: the one marked main gets the stock.
    await runner.query(
      `insert into restaurant_locations (user_id, restaurant_info_id, location_name, address, is_main_location, created_at)
       values ('u1', $1, 'Roma', 'Orizaba 5', false, now() - interval '1 day'), ('u1', $1, 'Centro', 'Madero 10', true, now())`,
      [info],
    );
    for (const [user, name, stock] of [
      ['u1', 'Cebolla', '12.500'],
      ['u1', 'Sal', '0.000'],
      ['u2', 'Tortilla', '40.000'],
    ]) {
      const [{ id }] = await runner.query<{ id: string }>(
        `insert into private_products (user_id, name, unit, stock_quantity) values ($1, $2, 'kg', $3) returning id`,
        [user, name, stock],
      );
      await runner.query(
        `insert into stock_movements (product_id, user_id, delta, resulting_stock, reason) values ($1, $2, $3, $3, 'initial')`,
        [id, user, stock],
      );
    }
    await runner.query(
      `insert into purchase_orders (order_number, user_id, total_amount) values ('ORD-1', 'u1', '10.00'), ('ORD-2', 'u2', '5.00')`,
    );

    await runner.migrate(migrationsUpTo(BRANCH_MIGRATION, { through: true }));

    expect(
      await runner.query(
        `select l.location_name, p.name, b.quantity from branch_stocks b
           join restaurant_locations l on l.id = b.location_id join private_products p on p.id = b.product_id`,
      ),
    ).toEqual([{ location_name: 'Centro', name: 'Cebolla', quantity: '12.500' }]);
    expect(
      await runner.query(
        `select p.user_id, l.location_name from stock_movements m join private_products p on p.id = m.product_id
           left join restaurant_locations l on l.id = m.location_id order by p.name`,
      ),
    ).toEqual([
      { user_id: 'u1', location_name: 'Centro' },
      { user_id: 'u1', location_name: 'Centro' },
      { user_id: 'u2', location_name: null },
    ]);
    expect(
      await runner.query(
        `select o.order_number, l.location_name from purchase_orders o left join restaurant_locations l on l.id = o.location_id order by 1`,
      ),
    ).toEqual([
      { order_number: 'ORD-1', location_name: 'Centro' },
      { order_number: 'ORD-2', location_name: null },
    ]);
    expect(await runner.query(`select name, stock_quantity from private_products order by name`)).toEqual([
      { name: 'Cebolla', stock_quantity: '12.500' },
      { name: 'Sal', stock_quantity: '0.000' },
      { name: 'Tortilla', stock_quantity: '40.000' },
    ]);
  }, 180_000);
});
