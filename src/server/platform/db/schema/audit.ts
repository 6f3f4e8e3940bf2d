import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';
import { ads } from './ads';

/** Who did what and when, for operator actions (promotions, ad changes). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

/**
 * One row per ad, viewer and time window: an impression counts only when its row is new, so
 * reloading a page cannot inflate the counter.
 */
export const adViews = pgTable(
  'ad_views',
  {
    adId: uuid()
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    viewerKey: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    kind: text().notNull().default('impression'),
  },
  (t) => [uniqueIndex('ad_views_unique_idx').on(t.adId, t.viewerKey, t.windowStart, t.kind)],
);
