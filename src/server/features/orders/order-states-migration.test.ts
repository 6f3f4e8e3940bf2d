import { afterAll, describe, expect, it } from 'vitest';
import { migrationRunner, migrationsUpTo, type MigrationRunner } from '../../test/migration-runner';

/** Migration 0018 on a database that already holds orders of both kinds in the three old statuses (decision 043). */
const MIGRATION = '0018_market_order_states';

let db: MigrationRunner | undefined;
afterAll(() => db?.close());

describe(`migration ${MIGRATION}`, () => {
  // Two full migrations of a fresh database: slow on a loaded machine, so it gets its own time limit.
  it('maps a supplier-completed marketplace order to entregada, keeps own-contact orders, and loses nothing', async () => {
    db = await migrationRunner();
    await db.migrate(migrationsUpTo(MIGRATION, { through: false }));

    await db.query(`insert into users (id, name, email) values ('u1', 'Cocina', 'cocina@example.com')`);
    await db.query(`insert into users (id, name, email) values ('s1', 'Proveedor', 'proveedor@example.com')`);
    const [{ id: company }] = await db.query<{ id: string }>(
      `insert into supplier_companies (user_id, company_name, phone, address) values ('s1', 'Frescos', '55', 'CDMX') returning id`,
    );
    await db.query(
      `insert into marketplace_products (supplier_company_id, name, category, price, stock_quantity) values ($1, 'Limón', 'Frutas', '20', '7')`,
      [company],
    );
    const order = (number: string, type: string, status: string) =>
      db!.query(
        `insert into purchase_orders (order_number, user_id, order_type, supplier_company_id, total_amount, status, updated_at)
         values ($1, 'u1', $2::order_type, $3, '10', $4::order_status, '2026-01-02T03:04:05Z')`,
        [number, type, type === 'marketplace' ? company : null, status],
      );
    for (const status of ['pendiente', 'completada', 'cancelada']) {
      await order(`D-${status}`, 'direct', status);
      await order(`M-${status}`, 'marketplace', status);
    }

    await db.migrate(migrationsUpTo(MIGRATION, { through: true }));

    const rows = await db.query<{ order_number: string; status: string; received_at: Date | null }>(
      `select order_number, status::text, received_at from purchase_orders order by order_number`,
    );
    expect(rows.map((row) => [row.order_number, row.status, row.received_at?.toISOString() ?? null])).toEqual([
      ['D-cancelada', 'cancelada', null],
      ['D-completada', 'completada', '2026-01-02T03:04:05.000Z'],
      ['D-pendiente', 'pendiente', null],
      ['M-cancelada', 'cancelada', null],
      ['M-completada', 'entregada', null],
      ['M-pendiente', 'pendiente', null],
    ]);
    expect(await db.query(`select stock_quantity, reserved_quantity from marketplace_products`)).toEqual([
      { stock_quantity: '7.000', reserved_quantity: '0.000' },
    ]);
    // The default still applies and the new states are accepted; a reservation above the stock is not.
    await db.query(`insert into purchase_orders (order_number, user_id, total_amount) values ('D-nueva', 'u1', '1')`);
    expect(await db.query(`select status::text from purchase_orders where order_number = 'D-nueva'`)).toEqual([
      { status: 'pendiente' },
    ]);
    await db.query(`update purchase_orders set status = 'en_camino' where order_number = 'M-pendiente'`);
    await expect(db.query(`update marketplace_products set reserved_quantity = 8`)).rejects.toThrow();
  }, 180_000);
});
