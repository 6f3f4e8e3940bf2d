import { LOW_STOCK_LIST_LIMIT, type Dashboard } from '@common/dashboard';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { selectFigures, selectLowStock } from './queries';

/** Every figure is computed by PostgreSQL; no product rows are loaded into JavaScript. */
export async function getDashboard(db: Database, actor: Actor): Promise<Dashboard> {
  const [figures, lowStock] = await Promise.all([
    selectFigures(db, actor.userId),
    selectLowStock(db, actor.userId, { limit: LOW_STOCK_LIST_LIMIT }),
  ]);
  const { hasRecipe, hasOrder, hasReceipt, ...counts } = figures;
  return {
    ...counts,
    lowStock,
    firstSteps: {
      contact: counts.contactCount > 0,
      product: counts.productCount > 0,
      recipe: hasRecipe,
      order: hasOrder,
      receipt: hasReceipt,
    },
  };
}
