import { BRANCH_MESSAGES } from '@common/branch-stock';
import type { Transaction } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import {
  deleteBranchStocks,
  forgetBranchesInDailyChanges,
  placeUnplacedStock,
  selectBranch,
  selectStockedBranches,
} from './branch-stock-queries';

/**
 * Before branches are removed: a 409 naming the first that still holds stock (it must be transferred
 * first), else their empty stock rows go with them and their past daily changes become no branch's.
 */
export async function releaseBranches(tx: Transaction, userId: string, locationIds: string[]) {
  if (locationIds.length === 0) return;
  const [stocked] = await selectStockedBranches(tx, userId, { locationIds });
  if (stocked) throw new AppError(409, 'branch_holds_stock', BRANCH_MESSAGES.branchHoldsStock(stocked.name));
  await deleteBranchStocks(tx, userId, { locationIds });
  await forgetBranchesInDailyChanges(tx, userId, { locationIds });
}

/** After branches are saved: stock that no branch holds (there were none before) goes to the main one. */
export async function placeStockInMainBranch(tx: Transaction, userId: string) {
  const main = await selectBranch(tx, userId, {});
  if (main) await placeUnplacedStock(tx, userId, { locationId: main.id });
}
