import { afterAll, describe, expect, it } from 'vitest';
import { migrationRunner, migrationsUpTo, type MigrationRunner } from '../../test/migration-runner';

/** Migration 0026 on a database whose restaurants already wasted, cooked, bought and transferred, with and without branches. */
const MIGRATION = '0026_reports_by_branch';

let runner: MigrationRunner | undefined;
afterAll(() => runner?.close());

describe(`migration ${MIGRATION}`, () => {
  it('names on each document the branch its journal rows name, else the main branch, and keeps the daily changes per branch', async () => {
    runner = await migrationRunner();
    await runner.migrate(migrationsUpTo(MIGRATION, { through: false }));
    const query = runner.query.bind(runner);

    await query(
      `insert into users (id, name, email) values ('u1', 'Con sucursales', 'a@example.com'), ('u2', 'Sin sucursales', 'b@example.com')`,
    );
    const [{ id: info }] = await query<{ id: string }>(
      `insert into restaurant_info (user_id, restaurant_name) values ('u1', 'Los Arcos') returning id`,
    );
    const [{ id: centro }, { id: roma }] = await query<{ id: string }>(
      `insert into restaurant_locations (user_id, restaurant_info_id, location_name, address, is_main_location)
       values ('u1', $1, 'Centro', 'Madero 10', true), ('u1', $1, 'Roma', 'Orizaba 5', false) returning id`,
      [info],
    );
    const product = async (user: string, name: string) =>
      (
        await query<{ id: string }>(
          `insert into private_products (user_id, name, unit, stock_quantity) values ($1, $2, 'kg', 10) returning id`,
          [user, name],
        )
      )[0].id;
    const cebolla = await product('u1', 'Cebolla');
    const tortilla = await product('u2', 'Tortilla');
    const move = (
      user: string,
      productId: string,
      delta: string,
      reason: string,
      location: string | null,
      extra = {},
    ) =>
      query(
        `insert into stock_movements (product_id, user_id, delta, resulting_stock, reason, location_id, reference, created_at)
         values ($1, $2, $3, 10, $4, $5, $6, $7)`,
        [
          productId,
          user,
          delta,
          reason,
          location,
          (extra as { reference?: string }).reference ?? null,
          (extra as { at?: string }).at ?? '2026-03-10T18:00:00Z',
        ],
      );
    const waste = async (user: string, location: string | null, productId: string) => {
      const [{ id }] = await query<{ id: string }>(
        `insert into waste_entries (user_id, product_id, product_name, quantity, unit, base_quantity, base_unit, unit_cost, value, reason)
         values ($1, $2, 'x', 1, 'kg', 1, 'kg', 5, 5, 'caducado') returning id`,
        [user, productId],
      );
      await move(user, productId, '-1', 'waste', location, { reference: id });
      return id;
    };
    const wasteInRoma = await waste('u1', roma, cebolla);
    const wasteWithoutBranch = await waste('u2', null, tortilla);
    // A waste entry whose movement went missing goes to the main branch.
    await query(
      `insert into waste_entries (user_id, product_id, product_name, quantity, unit, base_quantity, base_unit, unit_cost, value, reason)
       values ('u1', $1, 'x', 1, 'kg', 1, 'kg', 5, 5, 'danado')`,
      [cebolla],
    );
    const [{ id: preparation }] = await query<{ id: string }>(
      `insert into preparations (user_id, recipe_name, yield_unit, quantity_prepared, total_cost) values ('u1', 'Salsa', 'l', 1, 3) returning id`,
    );
    await move('u1', cebolla, '-0.5', 'preparation', roma, { reference: preparation });
    const receiptAt = '2026-03-11T17:00:00Z';
    await query(
      `insert into applied_receipts (user_id, fingerprint, total, line_count, applied_at) values ('u1', repeat('a', 64), 20, 1, $1)`,
      [receiptAt],
    );
    await move('u1', cebolla, '2', 'receipt', roma, { at: receiptAt });
    // A credit note moved no stock: main branch.
    await query(
      `insert into invoices (user_id, uuid, type, version, issued_at, issue_date, issuer_rfc, currency, exchange_rate, subtotal,
         discount, total, subtotal_mxn, discount_mxn, iva_mxn, ieps_mxn, total_mxn, xml_key)
       values ('u1', repeat('b', 36), 'E', '4.0', '2026-03-12T10:00:00', '2026-03-12', 'AAA010101AAA', 'MXN', 1, 1, 0, 1, 1, 0, 0, 0, 1, 'k')`,
    );
    // Ordered for Centro, received into Roma: the journal says where it went.
    const [{ id: order }] = await query<{ id: string }>(
      `insert into purchase_orders (order_number, user_id, total_amount, location_id, received_at) values ('ORD-1', 'u1', 10, $1, now()) returning id`,
      [centro],
    );
    await move('u1', cebolla, '1', 'receiving', roma, { reference: order });
    // A transfer Roma → Centro on the same day nets to nothing in the product's total.
    await move('u1', cebolla, '-3', 'transfer', roma);
    await move('u1', cebolla, '3', 'transfer', centro);

    await runner.migrate(migrationsUpTo(MIGRATION, { through: true }));

    const branchOf = async (table: string) =>
      (
        await query<{ location_id: string | null }>(
          `select location_id from ${table} where user_id = 'u1' order by location_id = $1 desc`,
          [roma],
        )
      ).map((row) => row.location_id);
    expect(await branchOf('waste_entries')).toEqual([roma, centro]);
    expect(await query(`select location_id from waste_entries where id = $1`, [wasteInRoma])).toEqual([
      { location_id: roma },
    ]);
    expect(await query(`select location_id from waste_entries where id = $1`, [wasteWithoutBranch])).toEqual([
      { location_id: null },
    ]);
    expect(await branchOf('preparations')).toEqual([roma]);
    expect(await branchOf('applied_receipts')).toEqual([roma]);
    expect(await branchOf('invoices')).toEqual([centro]);
    expect(await branchOf('purchase_orders')).toEqual([roma]);

    const daily = `select location_id, delta::numeric(14,3)::text as delta, transferred::numeric(14,3)::text as transferred from stock_daily_changes where product_id = $1 and day = '2026-03-10' order by location_id = $2 desc`;
    // Roma: −1 waste, −0.5 preparation, +1 received, −3 transferred; Centro: +3 transferred.
    expect(await query(daily, [cebolla, roma])).toEqual([
      { location_id: roma, delta: '-3.500', transferred: '-3.000' },
      { location_id: centro, delta: '3.000', transferred: '3.000' },
    ]);
    // The trigger keeps the branch from now on, adding to the row of that product, day and branch.
    await move('u1', cebolla, '-1', 'waste', roma);
    await move('u1', cebolla, '-2', 'transfer', centro);
    await move('u2', tortilla, '-1', 'waste', null);
    await move('u2', tortilla, '-1', 'waste', null);
    expect(await query(daily, [cebolla, roma])).toEqual([
      { location_id: roma, delta: '-4.500', transferred: '-3.000' },
      { location_id: centro, delta: '1.000', transferred: '1.000' },
    ]);
    expect(await query(daily, [tortilla, roma])).toEqual([
      { location_id: null, delta: '-3.000', transferred: '0.000' },
    ]);
  }, 180_000);
});
