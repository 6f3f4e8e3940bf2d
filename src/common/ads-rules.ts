/** Ad positions, limits, messages and the click-through rate without zod (docs/decisions/059); ads.ts holds the schemas. */

export const AD_POSITIONS = ['dashboard', 'products', 'orders', 'suppliers'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

export const AD_POSITION_LABELS: Record<AdPosition, string> = {
  dashboard: 'Dashboard',
  products: 'Productos',
  orders: 'Órdenes',
  suppliers: 'Proveedores',
};

/** SPEC §9: recommended ad image size. */
export const AD_IMAGE_RECOMMENDED_SIZE = '1200x400px';
/** Same limit as every upload (the multipart limit of the server). */
export const AD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Accepted by content on the server; the picker offers the same. */
export const AD_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export const AD_MESSAGES = {
  imageRequired: 'Imagen requerida',
  invalidImage: 'La imagen debe ser PNG, JPG, WEBP o GIF',
  imageTooLarge: 'El archivo no puede superar los 10MB',
  titleRequired: 'El título es requerido',
  titleTooLong: 'El título no puede superar los 200 caracteres',
  invalidPosition: 'Posición inválida',
  invalidUrl: 'Ingresa una URL válida (http:// o https://)',
  notFound: 'Anuncio no encontrado',
  created: 'Anuncio creado exitosamente',
  createError: 'Error al crear anuncio',
  statusUpdated: 'Estado actualizado',
  statusError: 'Error al actualizar estado',
  deleted: 'Anuncio eliminado',
  deleteError: 'Error al eliminar anuncio',
} as const;

/** SPEC §9 click-through rate, exact: integer arithmetic, rounded half up to 2 decimals. */
export function clickThroughRate(clicks: number, impressions: number): string {
  if (impressions <= 0) return '0.00';
  const scaled = BigInt(clicks) * 10_000n;
  const divisor = BigInt(impressions);
  let hundredths = scaled / divisor;
  if ((scaled % divisor) * 2n >= divisor) hundredths += 1n;
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}
