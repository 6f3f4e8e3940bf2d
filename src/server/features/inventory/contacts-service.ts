import { INVENTORY_MESSAGES, type Contact, type ContactListItem, type contactInputSchema } from '@common/inventory';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { deleteContactRow, insertContact, selectContacts, updateContactRow } from './contacts-queries';
import type { Actor } from '../../platform/actor';

type ContactPayload = z.output<typeof contactInputSchema>;

const serialize = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The restaurant's own suppliers, by name, each with how many products point at it. */
export async function listContacts(db: Database, actor: Actor, search?: string): Promise<ContactListItem[]> {
  return (await selectContacts(db, actor.userId, { search })).map(serialize);
}

export async function createContact(db: Database, actor: Actor, input: ContactPayload): Promise<Contact> {
  return serialize(await insertContact(db, actor.userId, { values: input }));
}

export async function updateContact(
  db: Database,
  actor: Actor,
  contactId: string,
  input: ContactPayload,
): Promise<Contact> {
  const row = await updateContactRow(db, actor.userId, { contactId, values: input });
  if (!row) throw notFound(INVENTORY_MESSAGES.contactNotFound);
  return serialize(row);
}

/** The products keep existing without a supplier (the foreign key sets them to null). */
export async function deleteContact(db: Database, actor: Actor, contactId: string) {
  if (!(await deleteContactRow(db, actor.userId, { contactId }))) throw notFound(INVENTORY_MESSAGES.contactNotFound);
}
