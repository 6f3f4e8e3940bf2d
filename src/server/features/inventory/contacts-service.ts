import { and, asc, eq, sql } from 'drizzle-orm';
import { INVENTORY_MESSAGES, type Contact, type ContactListItem, type contactInputSchema } from '@common/inventory';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client';
import { privateProducts, restaurantContacts } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { nameMatches } from './name-search';

type ContactPayload = z.output<typeof contactInputSchema>;

const columns = {
  id: restaurantContacts.id,
  name: restaurantContacts.name,
  contactInfo: restaurantContacts.contactInfo,
  whatsappNumber: restaurantContacts.whatsappNumber,
  createdAt: restaurantContacts.createdAt,
};

const serialize = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The restaurant's own suppliers, by name, each with how many products point at it. */
export async function listContacts(db: Database, userId: string, search?: string): Promise<ContactListItem[]> {
  const rows = await db
    .select({
      ...columns,
      productCount: sql<number>`count(${privateProducts.id})::int`,
    })
    .from(restaurantContacts)
    .leftJoin(privateProducts, eq(privateProducts.supplierId, restaurantContacts.id))
    .where(and(eq(restaurantContacts.userId, userId), nameMatches(restaurantContacts.name, search)))
    .groupBy(restaurantContacts.id)
    .orderBy(asc(restaurantContacts.name), asc(restaurantContacts.id));
  return rows.map(serialize);
}

export async function createContact(db: Database, userId: string, input: ContactPayload): Promise<Contact> {
  const [row] = await db.insert(restaurantContacts).values({ ...input, userId }).returning(columns);
  return serialize(row);
}

export async function updateContact(db: Database, userId: string, contactId: string, input: ContactPayload): Promise<Contact> {
  const [row] = await db
    .update(restaurantContacts)
    .set(input)
    .where(and(eq(restaurantContacts.id, contactId), eq(restaurantContacts.userId, userId)))
    .returning(columns);
  if (!row) throw notFound(INVENTORY_MESSAGES.contactNotFound);
  return serialize(row);
}

/** The products keep existing without a supplier (the foreign key sets them to null). */
export async function deleteContact(db: Database, userId: string, contactId: string) {
  const deleted = await db
    .delete(restaurantContacts)
    .where(and(eq(restaurantContacts.id, contactId), eq(restaurantContacts.userId, userId)))
    .returning({ id: restaurantContacts.id });
  if (deleted.length === 0) throw notFound(INVENTORY_MESSAGES.contactNotFound);
}
