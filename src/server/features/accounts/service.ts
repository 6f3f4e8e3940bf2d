import { eq, inArray, sql } from 'drizzle-orm';
import { resolveRole, type Role, type SelectableRole, type SessionUser } from '@common/accounts';
import type { Database, Queryable } from '../../platform/db/client';
import { profiles, supplierCompanies, userRoles, users } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';

/** Called by better-auth right after it creates a user: the profile, and admin for ADMIN_EMAILS. */
export async function createProfile(
  db: Database,
  user: { id: string; email: string; name: string },
  adminEmails: readonly string[],
) {
  await db.insert(profiles).values({ id: user.id, email: user.email, businessName: user.name }).onConflictDoNothing();
  if (adminEmails.includes(user.email.toLowerCase())) await addRole(db, user.id, 'admin');
}

export async function addRole(db: Queryable, userId: string, role: Role) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function getRoles(db: Queryable, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

export async function getSessionUser(db: Database, userId: string): Promise<SessionUser> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      businessName: profiles.businessName,
      createdAt: users.createdAt,
      roles: sql<Role[]>`coalesce((select array_agg(${userRoles.role}::text) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
      isSupplier: sql<boolean>`exists (select 1 from ${supplierCompanies} where ${supplierCompanies.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Usuario no encontrado');
  return { ...row, createdAt: row.createdAt.toISOString(), role: resolveRole(row.roles) };
}

/** The one-time choice after sign-up; users who already have a role keep it. */
export async function chooseRole(db: Database, userId: string, role: SelectableRole) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const existing = await getRoles(tx, userId);
    if (existing.length > 0) throw conflict('Ya tienes un rol asignado', 'role_already_assigned');
    await addRole(tx, userId, role);
  });
}

export async function updateBusinessName(db: Database, userId: string, businessName: string) {
  await db.update(profiles).set({ businessName }).where(eq(profiles.id, userId));
  await db.update(users).set({ name: businessName }).where(eq(users.id, userId));
}

/** Makes the users with these e-mails admins; returns the e-mails that matched an account. */
export async function grantAdminByEmail(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return [];
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails.map((email) => email.toLowerCase())));
  for (const user of found) await addRole(db, user.id, 'admin');
  return found.map((user) => user.email);
}
