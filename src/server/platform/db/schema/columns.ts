import { sql, type SQL } from 'drizzle-orm';
import { numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money: exact decimal with 2 places; drivers return it as a string, never a float. */
export const money = () => numeric({ precision: 14, scale: 2 });
/** Quantities allow weights with 3 decimals (kilograms from a scale). */
export const quantity = () => numeric({ precision: 14, scale: 3 });
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** CHECK expression: char_length(column) <= max (null passes, as in SQL). */
export const maxLength = (column: AnyPgColumn, max: number): SQL =>
  sql`char_length(${column}) <= ${sql.raw(String(max))}`;
