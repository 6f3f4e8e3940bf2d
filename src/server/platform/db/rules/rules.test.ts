import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLowStock } from '@common/low-stock';
import { foldText, nameWords, SQL_FOLDED_LETTERS } from '@common/text';
import { canonicalUnit, UNIT_ALIASES, unitCodeOf } from '@common/units';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Transaction } from '../client';
import { quantity } from '../schema/columns';
import { foldSql, nameWordsSql } from './fold';
import { lowStockWhere } from './low-stock';
import { canonicalUnitSql, unitKeySql } from './units';

/** Each rule's SQL fragment and its JavaScript twin must answer the same for the same values. */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Runs `check` on a temporary table, dropped at commit (a transaction keeps one connection). */
const withTable = <T>(create: string, check: (tx: Transaction) => Promise<T>): Promise<T> =>
  ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`create temporary table ${create} on commit drop`));
    return check(tx);
  });

describe('low stock', () => {
  const stockCases = pgTable('stock_cases', {
    id: integer().notNull(),
    stockQuantity: quantity().notNull(),
    minStockQuantity: quantity().notNull(),
  });
  const values: Array<[string, string]> = [
    ['10', '10'],
    ['9.999', '10'],
    ['10.001', '10'],
    ['0', '0'],
    ['0', '10'],
    ['0', '0.001'],
    ['0.5', '0.25'],
    ['2.5', '2.50'],
    ['1234567.891', '1234567.892'],
    ['3', '1'],
  ];

  it('lowStockWhere selects exactly the products isLowStock calls low (stock = minimum, 0, decimals)', async () => {
    const low = await withTable(
      'stock_cases (id integer not null, stock_quantity numeric(14,3) not null, min_stock_quantity numeric(14,3) not null)',
      async (tx) => {
        await tx
          .insert(stockCases)
          .values(values.map(([stockQuantity, minStockQuantity], id) => ({ id, stockQuantity, minStockQuantity })));
        return (await tx.select({ id: stockCases.id }).from(stockCases).where(lowStockWhere(stockCases)))
          .map((row) => row.id)
          .sort((a, b) => a - b);
      },
    );
    const expected = values.flatMap(([stockQuantity, minStockQuantity], id) =>
      isLowStock({ stockQuantity, minStockQuantity }) ? [id] : [],
    );
    expect(low).toEqual(expected);
    expect(expected).toEqual([1, 4, 5, 8]);
  });
});

const textCases = pgTable('text_cases', { id: integer().notNull(), value: text().notNull() });
const foldedInSql = (strings: string[], fold: typeof foldSql) =>
  withTable('text_cases (id integer not null, value text not null)', async (tx) => {
    await tx.insert(textCases).values(strings.map((value, id) => ({ id, value })));
    return (
      await tx
        .select({ folded: fold(textCases.value) })
        .from(textCases)
        .orderBy(textCases.id)
    ).map((row) => row.folded);
  });

describe('text folding', () => {
  const strings = [
    'á é í ó ú ü ñ Ñ',
    'ÁÉÍÓÚÜ',
    'JALAPEÑO',
    'Jalapeño Ácido',
    'Pingüino',
    'Limón  Persa',
    'cAfÉ cOn LeChE',
    'Açaí São João',
    'àèìòù âêîôû ãõ äëïöü ç',
    'Queso Oaxaca 1.5 kg',
    '',
    SQL_FOLDED_LETTERS,
  ];

  it('foldSql and foldText fold the same strings identically', async () => {
    expect(await foldedInSql(strings, foldSql)).toEqual(strings.map(foldText));
    expect(foldText('Á é Ñ ü')).toBe('a e n u');
  });

  it('nameWordsSql and nameWords split the same names into the same folded words', async () => {
    const names = [...strings, '  Jitomate  Saladet (caja 25 kg) ', 'Chile-jalapeño/verde', '¡Sal!', '%_\\'];
    expect(await foldedInSql(names, nameWordsSql)).toEqual(names.map(nameWords));
    expect(nameWords('  Jitomate  Saladet (caja 25 kg) ')).toBe('jitomate saladet caja 25 kg');
  });
});

describe('unit aliases', () => {
  it('unitKeySql gives each spelling the unit unitCodeOf gives it, and other units themselves folded', async () => {
    const spellings = [
      ...Object.values(UNIT_ALIASES).flat(),
      ' Kilos ',
      'PIEZA',
      'Unidad',
      'LITROS',
      'Manojo',
      'porción',
      'Bandeja',
      '',
    ];
    const expected = spellings.map((spelling) => unitCodeOf(spelling) ?? foldText(spelling).trim());
    expect(await foldedInSql(spellings, unitKeySql)).toEqual(expected);
    expect(expected.slice(-8)).toEqual(['kg', 'pza', 'pza', 'lt', 'manojo', 'porcion', 'bandeja', '']);
  });
});

describe('canonical units', () => {
  it('canonicalUnitSql stores what canonicalUnit stores: a code, else the unit as written, trimmed', async () => {
    const spellings = [
      ...Object.values(UNIT_ALIASES).flat(),
      ' Kilos ',
      'PIEZA',
      'Galón',
      'porción',
      ' Charola ',
      'Botella 750',
    ];
    const expected = spellings.map(canonicalUnit);
    expect(await foldedInSql(spellings, canonicalUnitSql)).toEqual(expected);
    expect(expected.slice(-6)).toEqual(['kg', 'pza', 'galon', 'porción', 'Charola', 'Botella 750']);
  });
});
