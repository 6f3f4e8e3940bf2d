import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { createdAt, id, maxLength, updatedAt } from './columns';

export const restaurantInfo = pgTable(
  'restaurant_info',
  {
    id: id(),
    userId: userId().unique(),
    restaurantName: text().notNull(),
    description: text(),
    phone: text(),
    email: text(),
    website: text(),
    /** The restaurant's RFC: CFDI invoices issued to another RFC are refused. */
    rfc: text(),
    /** "Acredito IVA": costs use prices net of IVA (issue #17, decision 041). */
    creditsIva: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('restaurant_name_length', sql`char_length(${t.restaurantName}) between 1 and 200`),
    check('restaurant_description_length', maxLength(t.description, 1000)),
    check('restaurant_phone_length', maxLength(t.phone, 30)),
    check('restaurant_email_length', maxLength(t.email, 320)),
    check('restaurant_website_length', maxLength(t.website, 500)),
    check('restaurant_rfc_length', sql`char_length(${t.rfc}) between 12 and 13`),
  ],
);

export const restaurantLocations = pgTable(
  'restaurant_locations',
  {
    id: id(),
    userId: userId(),
    restaurantInfoId: uuid()
      .notNull()
      .references(() => restaurantInfo.id, { onDelete: 'cascade' }),
    locationName: text().notNull(),
    address: text().notNull(),
    city: text(),
    state: text(),
    postalCode: text(),
    phone: text(),
    isMainLocation: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.isMainLocation.desc()),
    index().on(t.restaurantInfoId),
    check('locations_name_length', sql`char_length(${t.locationName}) between 1 and 200`),
    check('locations_address_length', sql`char_length(${t.address}) between 1 and 500`),
    check('locations_postal_code_length', maxLength(t.postalCode, 10)),
  ],
);

/** The branch a document or stock change belongs to; null without branches (decisions 056 and 057). */
export const branchId = () => uuid().references(() => restaurantLocations.id, { onDelete: 'set null' });
