import { eq, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BRANCH_MESSAGES } from '@common/branch-stock';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { selectBranch } from '../inventory/branch-stock-queries';

/**
 * The branch a report is narrowed to (decision 057). What names no branch — the journal and documents
 * of a restaurant before its first branch, or of a branch since removed — happened in the main branch
 * (decision 056's default), so the main branch's figures include it and the branches add up to the whole.
 */
export interface BranchScope {
  id: string;
  isMain: boolean;
}

/** No id: the whole restaurant; another owner's branch (or none) is the 404 of every branch field. */
export async function branchScope(
  db: Queryable,
  ownerId: string,
  locationId: string | undefined,
): Promise<BranchScope | undefined> {
  if (!locationId) return undefined;
  const [branch, main] = await Promise.all([selectBranch(db, ownerId, { locationId }), selectBranch(db, ownerId, {})]);
  if (!branch) throw notFound(BRANCH_MESSAGES.branchNotFound);
  return { id: branch.id, isMain: branch.id === main?.id };
}

/** The WHERE condition of a branch column; nothing without a branch. */
export const inBranch = (column: AnyPgColumn, branch: BranchScope | undefined) => {
  if (!branch) return undefined;
  return branch.isMain ? or(eq(column, branch.id), isNull(column)) : eq(column, branch.id);
};
