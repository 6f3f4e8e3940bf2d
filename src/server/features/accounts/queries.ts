import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@common/accounts';
import type { Queryable } from '../../platform/db/client';
import { profiles, supplierCompanies, userRoles, users } from '../../platform/db/schema';

/* All SQL of accounts: each function reads or writes one user's own rows, by that user's id (decision 033). */

export async function insertProfile(db: Queryable, ownerId: string, params: { email: string; businessName: string }) {
  await db
    .insert(profiles)
    .values({ id: ownerId, ...params })
    .onConflictDoNothing();
}

export async function insertRole(db: Queryable, ownerId: string, params: { role: Role }) {
  await db.insert(userRoles).values({ userId: ownerId, role: params.role }).onConflictDoNothing();
}

export function selectRoles(db: Queryable, ownerId: string) {
  return db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, ownerId));
}

/** The user with profile name, roles and whether they registered a company. */
export async function selectSessionUser(db: Queryable, ownerId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      businessName: profiles.businessName,
      createdAt: users.createdAt,
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${userRoles.role}::text) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
      isSupplier: sql<boolean>`exists (select 1 from ${supplierCompanies} where ${supplierCompanies.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, ownerId));
  return row;
}

/** Holds the user's row until the transaction ends (one role choice at a time). */
export async function lockUser(db: Queryable, ownerId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

export async function updateBusinessNameRows(db: Queryable, ownerId: string, params: { businessName: string }) {
  await db.update(profiles).set({ businessName: params.businessName }).where(eq(profiles.id, ownerId));
  await db.update(users).set({ name: params.businessName }).where(eq(users.id, ownerId));
}

/** Accounts with these e-mails, ignoring case (operators' admin grants: no owner). */
export function selectUsersByEmail(db: Queryable, params: { emails: readonly string[] }) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        params.emails.map((email) => email.toLowerCase()),
      ),
    );
}
