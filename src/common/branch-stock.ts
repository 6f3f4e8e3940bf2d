import { z } from 'zod';
import { positiveQuantityField, productUnitField } from './fields';

/**
 * Stock per branch (issue #19, decision 056): a restaurant with branches keeps each product's stock per
 * branch, every stock change names its branch (the main one when none is chosen), and "Traspaso" moves
 * stock from one branch to another in one step.
 */
export const BRANCH_MESSAGES = {
  branchNotFound: 'Sucursal no encontrada',
  branchInvalid: 'Sucursal inválida',
  sameBranch: 'Elige dos sucursales distintas',
  noBranches: 'Agrega al menos dos sucursales en Configurar Mi Restaurante para hacer traspasos',
  productRequired: 'Selecciona un producto',
  productNotFound: 'Producto no encontrado',
  quantityRequired: 'La cantidad es requerida',
  quantityZero: 'La cantidad debe ser mayor que cero',
  unitTooLong: 'La unidad no puede superar los 50 caracteres',
  linesRequired: 'Agrega al menos un producto al traspaso',
  linesTooMany: 'Un traspaso puede llevar hasta 100 productos',
  productRepeated: 'Cada producto puede aparecer una sola vez en el traspaso',
  insufficient: (product: string, branch: string) => `Stock insuficiente para ${product} en ${branch}`,
  branchHoldsStock: (branch: string) =>
    `La sucursal ${branch} tiene inventario: traspásalo a otra sucursal antes de eliminarla`,
  transferred: 'Traspaso registrado',
  transferFailed: 'Error al registrar el traspaso',
  allBranches: 'Todas las sucursales',
} as const;

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
