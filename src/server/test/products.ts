import type { Database } from '../platform/db/client';
import { privateProducts } from '../platform/db/schema';

/** Inserts a product row directly (tests that do not exercise the products API). */
export async function insertProduct(
  db: Database,
  userId: string,
  values: { name: string; currentPrice?: string; stockQuantity?: string; minStockQuantity?: string; unit?: string },
) {
  const [row] = await db
    .insert(privateProducts)
    .values({ userId, unit: 'kg', currentPrice: '0', stockQuantity: '0', ...values })
    .returning();
  return row;
}
