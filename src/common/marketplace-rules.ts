/** Marketplace messages and order numbers without zod (docs/decisions/059); marketplace.ts holds the schemas. */

export const MARKETPLACE_MESSAGES = {
  emptyCart: 'El carrito está vacío',
  productAdded: 'Producto agregado',
  orderSuccessTitle: 'Orden(es) creada(s) exitosamente',
  orderSuccessDescription: 'Se crearon órdenes separadas por proveedor',
  orderFailed: 'Error al crear la orden',
  unavailable: 'Uno de los productos ya no está disponible',
} as const;

/** SPEC §9: 'ORD-{timestamp}-{first 8 characters of the supplier id}'. */
export const marketplaceOrderNumber = (timestamp: number, supplierCompanyId: string) =>
  `ORD-${timestamp}-${supplierCompanyId.slice(0, 8)}`;
