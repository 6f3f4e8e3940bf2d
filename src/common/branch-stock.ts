import { z } from 'zod';
import { BRANCH_MESSAGES } from './branch-stock-rules';
import { positiveQuantityField, productUnitField } from './fields';

export * from './branch-stock-rules';

// Stock per branch (issue #19, decision 056): the schemas of a branch field and of a transfer.

/** A branch a stock change happens in; absent means the restaurant's main branch. */
export const locationIdField = () =>
  z
    .union([z.literal(''), z.uuid(BRANCH_MESSAGES.branchInvalid)], BRANCH_MESSAGES.branchInvalid)
    .optional()
    .transform((value) => value || undefined);

export const transferLineSchema = z.object({
  productId: z.uuid(BRANCH_MESSAGES.productRequired),
  quantity: positiveQuantityField(BRANCH_MESSAGES.quantityRequired, BRANCH_MESSAGES.quantityZero),
  unit: productUnitField(BRANCH_MESSAGES.unitTooLong),
});

export const transferInputSchema = z.object({
  fromLocationId: z.uuid(BRANCH_MESSAGES.branchInvalid),
  toLocationId: z.uuid(BRANCH_MESSAGES.branchInvalid),
  lines: z
    .array(transferLineSchema)
    .min(1, BRANCH_MESSAGES.linesRequired)
    .max(100, BRANCH_MESSAGES.linesTooMany)
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, {
      message: BRANCH_MESSAGES.productRepeated,
    }),
});
export type TransferInput = z.input<typeof transferInputSchema>;

export const transferSchema = z.object({
  /** The reference both movements of each line carry. */
  id: z.uuid(),
  fromLocationId: z.uuid(),
  toLocationId: z.uuid(),
  lines: z.array(z.object({ productId: z.uuid(), productName: z.string(), quantity: z.string(), unit: z.string() })),
});
export type Transfer = z.infer<typeof transferSchema>;

/** A product's stock in each branch of the restaurant (zero where it has none). */
export const productBranchStockSchema = z.object({
  total: z.string(),
  unit: z.string(),
  branches: z.array(
    z.object({ locationId: z.uuid(), locationName: z.string(), isMainLocation: z.boolean(), quantity: z.string() }),
  ),
});
export type ProductBranchStock = z.infer<typeof productBranchStockSchema>;
