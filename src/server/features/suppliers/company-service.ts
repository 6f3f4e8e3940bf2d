import { eq } from 'drizzle-orm';
import { SUPPLIER_MESSAGES, type Company } from '@common/suppliers';
import type { Database, Queryable } from '../../platform/db/client';
import { supplierCompanies } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';

const companyColumns = {
  id: supplierCompanies.id,
  companyName: supplierCompanies.companyName,
  businessDescription: supplierCompanies.businessDescription,
  phone: supplierCompanies.phone,
  address: supplierCompanies.address,
  taxId: supplierCompanies.taxId,
  logoUrl: supplierCompanies.logoUrl,
};

export async function findCompany(db: Queryable, userId: string): Promise<Company | null> {
  const [company] = await db.select(companyColumns).from(supplierCompanies).where(eq(supplierCompanies.userId, userId));
  return company ?? null;
}

/** The signed-in supplier's company, or 404 'No company found' (SPEC §8). */
export async function requireCompany(db: Queryable, userId: string): Promise<Company> {
  const company = await findCompany(db, userId);
  if (!company) throw notFound(SUPPLIER_MESSAGES.noCompany);
  return company;
}

/** A supplier registers exactly one company (unique user_id). */
export async function createCompany(db: Database, userId: string, input: Omit<Company, 'id' | 'logoUrl'>): Promise<Company> {
  const [company] = await db.insert(supplierCompanies).values({ ...input, userId }).onConflictDoNothing().returning(companyColumns);
  if (!company) throw conflict(SUPPLIER_MESSAGES.companyExists, 'company_exists');
  return company;
}

export async function updateCompany(db: Database, userId: string, input: Omit<Company, 'id' | 'logoUrl'>): Promise<Company> {
  const [company] = await db.update(supplierCompanies).set(input).where(eq(supplierCompanies.userId, userId)).returning(companyColumns);
  if (!company) throw notFound(SUPPLIER_MESSAGES.noCompany);
  return company;
}
