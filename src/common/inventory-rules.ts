import { INVALID_NUMBER_MESSAGE, NUMBER_MESSAGES } from './fields-rules';
import { foldText } from './text';

// Inventory limits, messages, labels and name folding without zod (docs/decisions/059); inventory.ts holds the schemas.

/** SPEC §9 limits and §5 messages for products and the restaurant's own supplier contacts. */
export const DEFAULT_MIN_STOCK = 10;
/** A product's base unit when none is given: pieces (decision 034). */
export const DEFAULT_UNIT = 'pza';

export const INVENTORY_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  priceRequired: 'El precio es requerido',
  stockRequired: 'El stock es requerido',
  minStockRequired: 'La cantidad mínima es requerida',
  unitRequired: 'La unidad es requerida',
  invalidNumber: INVALID_NUMBER_MESSAGE,
  negativeNumber: NUMBER_MESSAGES.negative,
  productNotFound: 'Producto no encontrado',
  contactNotFound: 'Proveedor no encontrado',
} as const;

/** Case- and accent-insensitive form of a name, for searches and CSV matching. */
export function normalizeName(name: string) {
  return foldText(name).trim();
}

export const PRODUCT_PAGE_SIZE = 100;
export const PRODUCT_MAX_PAGE_SIZE = 500;

export const MOVEMENT_REASONS = [
  'initial',
  'manual',
  'receiving',
  'preparation',
  'receipt',
  'count',
  'import',
  'invoice',
  'waste',
  'production',
  'transfer',
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];
export const MOVEMENT_REASON_LABELS: Record<MovementReason, string> = {
  initial: 'Stock inicial',
  manual: 'Ajuste manual',
  receiving: 'Recepción de orden',
  preparation: 'Preparación',
  receipt: 'Recibo escaneado',
  count: 'Conteo físico',
  import: 'Importación CSV',
  invoice: 'Factura CFDI',
  waste: 'Merma',
  production: 'Producción',
  transfer: 'Traspaso',
};

/** SPEC §8 toasts, confirmations and empty states of /productos and /proveedores. */
export const INVENTORY_TOASTS = {
  productCreated: 'Producto creado exitosamente',
  productUpdated: 'Producto actualizado exitosamente',
  productDeleted: 'Producto eliminado exitosamente',
  productCreateFailed: 'Error al crear producto',
  productUpdateFailed: 'Error al actualizar producto',
  productDeleteFailed: 'Error al eliminar producto',
  contactCreated: 'Proveedor creado exitosamente',
  contactUpdated: 'Proveedor actualizado exitosamente',
  contactDeleted: 'Proveedor eliminado exitosamente',
  contactCreateFailed: 'Error al crear proveedor',
  contactUpdateFailed: 'Error al actualizar proveedor',
  contactDeleteFailed: 'Error al eliminar proveedor',
  deleteProductTitle: '¿Eliminar producto?',
  deleteContactTitle: '¿Eliminar proveedor?',
  noProducts: 'No se encontraron productos',
  noContacts: 'No se encontraron proveedores',
  noSupplier: 'Sin proveedor',
} as const;
