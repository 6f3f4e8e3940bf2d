import { formatMoney, formatPercentChange } from '@common/money';
import type { Queryable } from '../../platform/db/client';
import { createNotification, reviseNotification } from '../notifications/service';
import { lockOpenPriceNotification } from './queries';

export interface PriceChange {
  productId: string;
  productName: string;
  oldPrice: string;
  newPrice: string;
  percent: string | null;
}

/**
 * Price changes that arrive while the last one is still unread and recent share one notification: a
 * CSV import or a scanned receipt changes dozens of prices at once, and one "12 productos cambiaron
 * de precio" tells the owner more than twelve toasts. Each change keeps its own price alert.
 */
const MERGE_WINDOW_MINUTES = 10;

const describe = (change: PriceChange) => {
  const percent = change.percent === null ? '' : ` (${formatPercentChange(change.percent)})`;
  return `${change.productName}: ${formatMoney(change.oldPrice)} → ${formatMoney(change.newPrice)}${percent}`;
};

export async function notifyPriceChange(tx: Queryable, userId: string, change: PriceChange) {
  const open = await lockOpenPriceNotification(tx, userId, { withinMinutes: MERGE_WINDOW_MINUTES });
  if (!open) {
    await createNotification(tx, {
      userId,
      type: 'price_change',
      title: 'Cambio de precio',
      message: describe(change),
      link: '/alertas',
      metadata: { product_ids: [change.productId] },
    });
    return;
  }
  const earlier = Array.isArray(open.metadata.product_ids) ? (open.metadata.product_ids as string[]) : [];
  const productIds = [...new Set([...earlier, change.productId])];
  const message =
    productIds.length === 1
      ? describe(change)
      : `${productIds.length} productos cambiaron de precio. El último: ${describe(change)}`;
  await reviseNotification(tx, userId, open.id, { message, metadata: { ...open.metadata, product_ids: productIds } });
}
