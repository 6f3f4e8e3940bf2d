import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactInputSchema } from '@common/inventory';
import type { Queryable } from '../../platform/db/client';
import { privateProducts, restaurantContacts } from '../../platform/db/schema';
import { nameMatches } from './queries';

/* The SQL of the restaurant's own supplier contacts, each filtered by its owner (decision 033). */

const contactColumns = {
  id: restaurantContacts.id,
  name: restaurantContacts.name,
  contactInfo: restaurantContacts.contactInfo,
  whatsappNumber: restaurantContacts.whatsappNumber,
  email: restaurantContacts.email,
  createdAt: restaurantContacts.createdAt,
};

const ownContact = (ownerId: string, contactId: string) =>
  and(eq(restaurantContacts.id, contactId), eq(restaurantContacts.userId, ownerId));

/** What the contact form sends; a contact created from a CFDI also carries its RFC. */
type ContactValues = z.output<typeof contactInputSchema> & { rfc?: string | null };

/** The owner's contacts by name, each with how many products point at it. */
export function selectContacts(db: Queryable, ownerId: string, params: { search?: string }) {
  return db
    .select({ ...contactColumns, productCount: sql<number>`count(${privateProducts.id})::int` })
    .from(restaurantContacts)
    .leftJoin(privateProducts, eq(privateProducts.supplierId, restaurantContacts.id))
    .where(and(eq(restaurantContacts.userId, ownerId), nameMatches(restaurantContacts.name, params.search)))
    .groupBy(restaurantContacts.id)
    .orderBy(asc(restaurantContacts.name), asc(restaurantContacts.id));
}

/** Ids and names of the owner's contacts (the CSV import matches suppliers by name). */
export function selectContactNames(db: Queryable, ownerId: string) {
  return db
    .select({ id: restaurantContacts.id, name: restaurantContacts.name })
    .from(restaurantContacts)
    .where(eq(restaurantContacts.userId, ownerId));
}

export async function isOwnContact(db: Queryable, ownerId: string, params: { contactId: string }) {
  const [contact] = await db
    .select({ id: restaurantContacts.id })
    .from(restaurantContacts)
    .where(ownContact(ownerId, params.contactId));
  return !!contact;
}

export async function insertContact(db: Queryable, ownerId: string, params: { values: ContactValues }) {
  const [row] = await db
    .insert(restaurantContacts)
    .values({ ...params.values, userId: ownerId })
    .returning(contactColumns);
  return row;
}

export async function updateContactRow(
  db: Queryable,
  ownerId: string,
  params: { contactId: string; values: ContactValues },
) {
  const [row] = await db
    .update(restaurantContacts)
    .set(params.values)
    .where(ownContact(ownerId, params.contactId))
    .returning(contactColumns);
  return row;
}

/** True when the contact was the owner's and is gone (its products keep existing without a supplier). */
export async function deleteContactRow(db: Queryable, ownerId: string, params: { contactId: string }) {
  const deleted = await db
    .delete(restaurantContacts)
    .where(ownContact(ownerId, params.contactId))
    .returning({ id: restaurantContacts.id });
  return deleted.length > 0;
}
