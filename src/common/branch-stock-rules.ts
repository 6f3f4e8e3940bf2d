/**
 * Stock per branch (issue #19, decision 056): a restaurant with branches keeps each product's stock per
 * branch, every stock change names its branch (the main one when none is chosen), and "Traspaso" moves
 * stock from one branch to another in one step. Its messages, without zod (docs/decisions/059);
 * branch-stock.ts holds the schemas.
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
