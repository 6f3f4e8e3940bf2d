import type { APIRequestContext } from '@playwright/test';
import { createAccount } from './accounts';
import { apiContact, apiProduct } from './inventory';

type ProductData = Parameters<typeof apiProduct>[1];

/**
 * Fonda La Esperanza with two own contacts and a product of each below its minimum: jitomate saladet
 * at $18 the kg (minimum 20 kg) from Central de Abasto, and crema at $30 the l (3 of 10 l) from
 * Lácteos del Valle. `jitomate` overrides the jitomate's stock, packs…
 */
export async function fondaBelowMinimums(request: APIRequestContext, jitomate: Partial<ProductData> = {}) {
  await createAccount(request, { role: 'restaurant_owner', businessName: 'Fonda La Esperanza' });
  const central = await apiContact(request, { name: 'Central de Abasto', whatsappNumber: '55 1234 5678' });
  const lacteos = await apiContact(request, { name: 'Lácteos del Valle' });
  const product = await apiProduct(request, {
    name: 'Jitomate saladet',
    currentPrice: '18',
    stockQuantity: '4',
    minStockQuantity: '20',
    supplierId: central.id,
    ...jitomate,
  });
  await apiProduct(request, {
    name: 'Crema',
    currentPrice: '30',
    stockQuantity: '3',
    minStockQuantity: '10',
    unit: 'lt',
    supplierId: lacteos.id,
  });
  return { jitomate: product };
}
