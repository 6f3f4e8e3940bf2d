import { LOW_STOCK_LIST_LIMIT, type Dashboard } from '@common/dashboard';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { selectBranchValues, selectFigures, selectLowStock } from './queries';

/** Every figure is computed by PostgreSQL; no product rows are loaded into JavaScript. */
export async function getDashboard(db: Database, actor: Actor): Promise<Dashboard> {
  const [figures, lowStock, branchValues] = await Promise.all([
    selectFigures(db, actor.userId),
    selectLowStock(db, actor.userId, { limit: LOW_STOCK_LIST_LIMIT }),
    selectBranchValues(db, actor.userId),
  ]);
  const { hasRecipe, hasOrder, hasReceipt, ...counts } = figures;
  return {
    ...counts,
    lowStock,
    branchValues,
    firstSteps: {
      contact: counts.contactCount > 0,
      product: counts.productCount > 0,
      recipe: hasRecipe,
      order: hasOrder,
      receipt: hasReceipt,
    },
  };
}
