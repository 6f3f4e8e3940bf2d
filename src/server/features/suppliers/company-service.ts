import { SUPPLIER_MESSAGES, type Company } from '@common/suppliers';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { insertCompany, selectCompany, updateCompanyRow } from './queries';

export async function findCompany(db: Queryable, actor: Actor): Promise<Company | null> {
  return (await selectCompany(db, actor.userId)) ?? null;
}

/** The signed-in supplier's company, or 404 'No company found' (SPEC §8). */
export async function requireCompany(db: Queryable, actor: Actor): Promise<Company> {
  const company = await selectCompany(db, actor.userId);
  if (!company) throw notFound(SUPPLIER_MESSAGES.noCompany);
  return company;
}

/** A supplier registers exactly one company (unique user_id). */
export async function createCompany(
  db: Database,
  actor: Actor,
  input: Omit<Company, 'id' | 'logoUrl'>,
): Promise<Company> {
  const company = await insertCompany(db, actor.userId, { values: input });
  if (!company) throw conflict(SUPPLIER_MESSAGES.companyExists, 'company_exists');
  return company;
}

export async function updateCompany(
  db: Database,
  actor: Actor,
  input: Omit<Company, 'id' | 'logoUrl'>,
): Promise<Company> {
  const company = await updateCompanyRow(db, actor.userId, { values: input });
  if (!company) throw notFound(SUPPLIER_MESSAGES.noCompany);
  return company;
}
