import { resolveRole, type Role, type SelectableRole, type SessionUser } from '@common/accounts';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import {
  insertProfile,
  insertRole,
  lockUser,
  selectRoles,
  selectSessionUser,
  selectUsersByEmail,
  updateBusinessNameRows,
} from './queries';

/** Called by better-auth right after it creates a user: the profile, and admin for ADMIN_EMAILS. */
export async function createProfile(
  db: Database,
  user: { id: string; email: string; name: string },
  adminEmails: readonly string[],
) {
  await insertProfile(db, user.id, { email: user.email, businessName: user.name });
  if (adminEmails.includes(user.email.toLowerCase())) await addRole(db, user.id, 'admin');
}

/** Adds a role to a user by id (sign-up, operators' grants); a duplicate is ignored. */
export async function addRole(db: Queryable, userId: string, role: Role) {
  await insertRole(db, userId, { role });
}

export async function getRoles(db: Queryable, userId: string): Promise<Role[]> {
  return (await selectRoles(db, userId)).map((row) => row.role);
}

/** By id rather than actor: sign-up and sign-in answer with the user before any session exists. */
export async function getSessionUser(db: Database, userId: string): Promise<SessionUser> {
  const row = await selectSessionUser(db, userId);
  if (!row) throw notFound('Usuario no encontrado');
  return { ...row, createdAt: row.createdAt.toISOString(), role: resolveRole(row.roles) };
}

/** The one-time choice after sign-up; users who already have a role keep it. */
export async function chooseRole(db: Database, actor: Actor, role: SelectableRole) {
  await db.transaction(async (tx) => {
    await lockUser(tx, actor.userId);
    const existing = await getRoles(tx, actor.userId);
    if (existing.length > 0) throw conflict('Ya tienes un rol asignado', 'role_already_assigned');
    await addRole(tx, actor.userId, role);
  });
}

/** SPEC §4: an admin may add restaurant_owner to themselves; a duplicate is ignored. */
export async function addRestaurantRole(db: Database, actor: Actor) {
  await addRole(db, actor.userId, 'restaurant_owner');
}

export async function updateBusinessName(db: Database, actor: Actor, businessName: string) {
  await updateBusinessNameRows(db, actor.userId, { businessName });
}

/** Makes the users with these e-mails admins; returns the e-mails that matched an account. */
export async function grantAdminByEmail(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return [];
  const found = await selectUsersByEmail(db, { emails });
  for (const user of found) await addRole(db, user.id, 'admin');
  return found.map((user) => user.email);
}
