import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalUnit } from '@common/units';
import { testDatabaseKind } from '../../test/test-app';

/** Migration 0011 on a database that already holds products with the old free-text units. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const UNITS_MIGRATION = '0011_product_units';

/** The migrations folder as it was before 0011: the same files, the journal cut before it. */
function foldersBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

interface Runner {
  migrate(folder: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function pgliteRunner(): Promise<Runner> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzlePglite({ client, casing: 'snake_case' });
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

async function postgresRunner(): Promise<Runner> {
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `alacena_units_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    migrate: (folder) => migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder: folder }),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

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

let runner: Runner | undefined;
afterAll(() => runner?.close());

describe(`migration ${UNITS_MIGRATION}`, () => {
  it('maps recognised free-text units to codes, keeps the others as written, and loses no product, stock or movement', async () => {
    runner = testDatabaseKind === 'postgres' ? await postgresRunner() : await pgliteRunner();
    const before = foldersBefore(UNITS_MIGRATION);
    await runner.migrate(before);
    fs.rmSync(before, { recursive: true, force: true });

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

    await runner.migrate(migrationsFolder);

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
  });
});
