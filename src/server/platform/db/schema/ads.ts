import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, maxLength } from './columns';

export const adPosition = pgEnum('ad_position', ['dashboard', 'products', 'orders', 'suppliers']);

export const ads = pgTable(
  'ads',
  {
    id: id(),
    title: text().notNull(),
    position: adPosition().notNull().default('dashboard'),
    linkUrl: text(),
    imageUrl: text().notNull(),
    isActive: boolean().notNull().default(true),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.createdAt.desc()),
    index('ads_active_position_idx')
      .on(t.position)
      .where(sql`${t.isActive}`),
    check('ads_title_length', sql`char_length(${t.title}) between 1 and 200`),
    check('ads_link_length', maxLength(t.linkUrl, 2000)),
    check('ads_counters_not_negative', sql`${t.impressions} >= 0 and ${t.clicks} >= 0`),
  ],
);
