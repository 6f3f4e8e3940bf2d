import { compareDecimals } from '@common/money';
import type { OrderItem } from '@common/orders';
import { canonicalUnit } from '@common/units';
import type { Queryable, Transaction } from '../../platform/db/client';
import { insertProductAtPrice } from '../inventory/queries';
import { selectProductNamed, selectPurchaseProducts, updateOrderItem } from './queries';

/*
 * A marketplace line names the supplier's catalogue product, not one of the restaurant's. Receiving
 * it puts it into the restaurant's product of the same name (accents and case aside; the oldest when
 * several), or into a new product created then, kept in the line's unit at the price paid
 * (decision 043). The order detail shows which before "Recibir orden", with the same rule.
 */

type Line = Pick<OrderItem, 'id' | 'productId' | 'productName' | 'unit' | 'unitPrice' | 'receivedQuantity'>;

/** The unit a new product created from a marketplace line is kept in ('litro' → 'lt', 'unidad' → 'pza'). */
const newProductUnit = (line: Pick<Line, 'unit'>) => canonicalUnit(line.unit ?? 'pza');

/** Lines not yet tied to a product of the restaurant's (and not received). */
const unplaced = (lines: readonly Line[]) => lines.filter((line) => !line.productId && line.receivedQuantity === null);

/** Lines tied to a product when the order was made ("Pedido sugerido", decision 052) and not received yet. */
const tiedAhead = (lines: readonly Line[]) => lines.filter((line) => line.productId && line.receivedQuantity === null);

/**
 * What each line not yet received would go into, and the units the receiving preview converts with:
 * the product it was tied to when ordered, else the existing product of the same name, else those of
 * the product that receiving would create.
 */
export async function marketplaceReceiveTargets(db: Queryable, ownerId: string, lines: readonly Line[]) {
  const targets = new Map<string, Pick<OrderItem, 'receiveInto' | 'product'>>();
  for (const line of [...tiedAhead(lines), ...unplaced(lines)]) {
    const match = line.productId
      ? { id: line.productId }
      : await selectProductNamed(db, ownerId, { name: line.productName });
    const [units] = match ? await selectPurchaseProducts(db, ownerId, { productIds: [match.id] }) : [];
    if (line.productId && !units) continue;
    targets.set(line.id, {
      receiveInto: { productId: units?.id ?? null, name: units?.name ?? line.productName },
      product: units
        ? {
            unit: units.unit,
            currentPrice: units.currentPrice,
            densityKgPerL: units.densityKgPerL,
            pieceWeightG: units.pieceWeightG,
            packs: units.packs,
          }
        : {
            unit: newProductUnit(line),
            currentPrice: line.unitPrice,
            densityKgPerL: null,
            pieceWeightG: null,
            packs: [],
          },
    });
  }
  return targets;
}

/**
 * Ties each unplaced line of which something arrived to its product, creating the product at the
 * price paid when none matches (so that no price alert is invented for it). Lines of which nothing
 * arrived stay unplaced and create nothing.
 */
export async function placeMarketplaceLines(
  tx: Transaction,
  ownerId: string,
  lines: readonly Line[],
  received: ReadonlyMap<string, { receivedQuantity: string; unitPrice: string }>,
) {
  for (const line of unplaced(lines)) {
    const arrived = received.get(line.id);
    if (!arrived || compareDecimals(arrived.receivedQuantity, 0) <= 0) continue;
    const match = await selectProductNamed(tx, ownerId, { name: line.productName });
    const productId =
      match?.id ??
      (
        await insertProductAtPrice(tx, ownerId, {
          name: line.productName,
          unit: newProductUnit(line),
          price: arrived.unitPrice,
          supplierId: null,
        })
      ).id;
    await updateOrderItem(tx, ownerId, { itemId: line.id, values: { productId } });
  }
}
