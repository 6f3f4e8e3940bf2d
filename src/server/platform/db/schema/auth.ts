import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, maxLength, updatedAt } from './columns';

/** Tables required by better-auth (user, session, account, verification). */
export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index().on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index().on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index().on(table.identifier)],
);

/** A user_id column owned by a user: rows go when the user goes. */
export const userId = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const appRole = pgEnum('app_role', ['admin', 'restaurant_owner', 'supplier_vendor']);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: appRole().notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.userId, table.role)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    businessName: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.createdAt.desc()),
    check(
      'profiles_business_name_length',
      sql`${table.businessName} is null or char_length(${table.businessName}) between 2 and 200`,
    ),
    check('profiles_email_length', maxLength(table.email, 320)),
  ],
);
