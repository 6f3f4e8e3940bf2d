import { randomUUID } from 'node:crypto';
import { currentMonth, monthInstants } from '@common/calendar';
import { compareDecimals, sumDecimals } from '@common/money';
import { UnitError } from '@common/quantity';
import { lineCost, toBaseQuantity } from '@common/unit-costs';
import { WASTE_MESSAGES, WASTE_REASONS, type wasteInputSchema, type WasteEntry, type WasteMonth } from '@common/waste';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { applyStockChange, notifyLowStock, stockBranch } from '../inventory/stock';
import { insertWasteEntry, lockWastedProduct, selectWasteEntries } from './queries';

type WasteInput = z.output<typeof wasteInputSchema>;
type EntryRow = Awaited<ReturnType<typeof insertWasteEntry>>;

const toEntry = (row: EntryRow): WasteEntry => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * "Registrar merma": in one transaction, the quantity (in any unit the product converts from) is
 * taken from stock through a 'waste' movement that references the entry, and the entry is stored
 * with its value at the product's current cost (exact, rounded once). A unit that does not convert
 * is a Spanish 400 saying what to add; more than the stock is the 409 of every stock change.
 */
export async function logWaste(db: Database, actor: Actor, input: WasteInput): Promise<WasteEntry> {
  return db.transaction(async (tx) => {
    const product = await lockWastedProduct(tx, actor.userId, { productId: input.productId });
    if (!product) throw notFound(WASTE_MESSAGES.productNotFound);
    const unit = input.unit ?? product.unit;
    let baseQuantity: string;
    try {
      baseQuantity = toBaseQuantity(input.quantity, unit, product);
    } catch (error) {
      if (error instanceof UnitError) throw badRequest(error.message, 'unit_not_convertible');
      throw error;
    }
    if (compareDecimals(baseQuantity, 0) <= 0) throw badRequest(WASTE_MESSAGES.quantityZero, 'quantity_too_small');

    const id = randomUUID();
    const branch = await stockBranch(tx, actor.userId, input.locationId);
    const updated = await applyStockChange(tx, {
      userId: actor.userId,
      productId: product.id,
      delta: `-${baseQuantity}`,
      reason: 'waste',
      reference: id,
      locationId: input.locationId,
    });
    await notifyLowStock(tx, actor.userId, [updated]);
    const row = await insertWasteEntry(tx, actor.userId, {
      id,
      productId: product.id,
      productName: product.name,
      quantity: input.quantity,
      unit,
      baseQuantity,
      baseUnit: product.unit,
      unitCost: product.currentPrice,
      value: lineCost({ amount: input.quantity, unit, product, price: product.currentPrice }),
      reason: input.reason,
      note: input.note,
      locationId: branch?.id ?? null,
    });
    return toEntry(row);
  });
}

/** The month's entries (Mexico City's calendar) and their value in all and by reason, summed exactly. */
export async function wasteMonth(db: Queryable, actor: Actor, month = currentMonth()): Promise<WasteMonth> {
  const entries = (await selectWasteEntries(db, actor.userId, monthInstants(month))).map(toEntry);
  const byReason = WASTE_REASONS.map((reason) => {
    const ofReason = entries.filter((entry) => entry.reason === reason);
    return { reason, count: ofReason.length, value: sumDecimals(ofReason.map((entry) => entry.value)) };
  }).filter((total) => total.count > 0);
  return { month, entries, totals: { value: sumDecimals(entries.map((entry) => entry.value)), byReason } };
}
