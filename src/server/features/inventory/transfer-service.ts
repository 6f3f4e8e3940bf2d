import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  BRANCH_MESSAGES,
  type ProductBranchStock,
  type Transfer,
  type transferInputSchema,
} from '@common/branch-stock';
import { compareDecimals } from '@common/money';
import { UnitError } from '@common/quantity';
import { toBaseQuantity } from '@common/unit-costs';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import {
  addToBranchStocks,
  lockTransferredProducts,
  selectBranch,
  selectProductBranchStock,
} from './branch-stock-queries';
import { selectProduct } from './queries';
import { insertMovements } from './stock-queries';
import { insufficientInBranch } from './stock';

type TransferInput = z.output<typeof transferInputSchema>;

async function ownBranch(db: Queryable, actor: Actor, locationId: string) {
  const branch = await selectBranch(db, actor.userId, { locationId });
  if (!branch) throw notFound(BRANCH_MESSAGES.branchNotFound);
  return branch;
}

/**
 * "Traspaso": in one transaction each line's quantity (in any unit the product converts from) leaves
 * one branch and enters the other, journaled as a pair of 'transfer' movements with the same reference.
 * The products' totals do not change. The products are locked first, in id order, as every stock change
 * does, so concurrent transfers and consumptions never take a branch below zero (a 409 naming it).
 */
export async function transferStock(db: Database, actor: Actor, input: TransferInput): Promise<Transfer> {
  if (input.fromLocationId === input.toLocationId) throw badRequest(BRANCH_MESSAGES.sameBranch, 'same_branch');
  return db.transaction(async (tx) => {
    const from = await ownBranch(tx, actor, input.fromLocationId);
    const to = await ownBranch(tx, actor, input.toLocationId);
    const products = await lockTransferredProducts(tx, actor.userId, {
      productIds: input.lines.map((line) => line.productId),
    });
    const byId = new Map(products.map((product) => [product.id, product]));
    const lines = input.lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw notFound(BRANCH_MESSAGES.productNotFound);
      let quantity: string;
      try {
        quantity = toBaseQuantity(line.quantity, line.unit ?? product.unit, product);
      } catch (error) {
        if (error instanceof UnitError) throw badRequest(error.message, 'unit_not_convertible');
        throw error;
      }
      if (compareDecimals(quantity, 0) <= 0) throw badRequest(BRANCH_MESSAGES.quantityZero, 'quantity_too_small');
      return { product, quantity };
    });

    const [short] = await addToBranchStocks(tx, actor.userId, {
      locationId: from.id,
      changes: lines.map(({ product, quantity }) => ({ productId: product.id, delta: `-${quantity}` })),
    });
    if (short) throw insufficientInBranch(byId.get(short)!.name, from.name);
    await addToBranchStocks(tx, actor.userId, {
      locationId: to.id,
      changes: lines.map(({ product, quantity }) => ({ productId: product.id, delta: quantity })),
    });

    const id = randomUUID();
    await insertMovements(tx, actor.userId, {
      movements: lines.flatMap(({ product, quantity }) => [
        {
          productId: product.id,
          delta: `-${quantity}`,
          resultingStock: product.stockQuantity,
          reason: 'transfer' as const,
          reference: id,
          locationId: from.id,
        },
        {
          productId: product.id,
          delta: quantity,
          resultingStock: product.stockQuantity,
          reason: 'transfer' as const,
          reference: id,
          locationId: to.id,
        },
      ]),
    });
    return {
      id,
      fromLocationId: from.id,
      toLocationId: to.id,
      lines: lines.map(({ product, quantity }) => ({
        productId: product.id,
        productName: product.name,
        quantity,
        unit: product.unit,
      })),
    };
  });
}

/** A product's stock in each of the restaurant's branches and its total. */
export async function productBranchStock(db: Queryable, actor: Actor, productId: string): Promise<ProductBranchStock> {
  const product = await selectProduct(db, actor.userId, { productId });
  if (!product) throw notFound(BRANCH_MESSAGES.productNotFound);
  const branches = await selectProductBranchStock(db, actor.userId, { productId });
  return { total: product.stockQuantity, unit: product.unit, branches };
}
