import { and, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import {
  orderItems,
  privateProducts,
  purchaseOrders,
  restaurantContacts,
  supplierCompanies,
} from '../../../platform/db/schema';
import { asText, isoInstant, orderCompanyJoin, orderContactJoin, orderSupplierName } from './sql';

export interface ProductFacts {
  name: string;
  unit: string;
  stockQuantity: string;
  minStockQuantity: string;
  currentPrice: string;
  /** Every purchase of the product on orders that were not cancelled, newest first. */
  purchases: Array<{
    supplierName: string;
    unitPrice: string;
    quantity: string;
    orderDate: string;
    orderNumber: string;
  }>;
}

/** One product's stock, price and the prices paid for it, by supplier and date; null when it is not the user's. */
export async function productFacts(db: Queryable, userId: string, productId: string): Promise<ProductFacts | null> {
  const [product] = await db
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      stockQuantity: asText(privateProducts.stockQuantity),
      minStockQuantity: asText(privateProducts.minStockQuantity),
      currentPrice: asText(privateProducts.currentPrice),
    })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, userId), eq(privateProducts.id, productId)));
  if (!product) return null;
  const purchases = await db
    .select({
      supplierName: orderSupplierName,
      unitPrice: asText(orderItems.unitPrice),
      quantity: asText(orderItems.quantity),
      orderDate: isoInstant(purchaseOrders.orderDate),
      orderNumber: purchaseOrders.orderNumber,
    })
    .from(orderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
    .leftJoin(restaurantContacts, orderContactJoin)
    .leftJoin(supplierCompanies, orderCompanyJoin)
    .where(
      and(
        eq(purchaseOrders.userId, userId),
        eq(orderItems.productId, productId),
        ne(purchaseOrders.status, 'cancelada'),
      ),
    )
    .orderBy(desc(purchaseOrders.orderDate))
    .limit(50);
  return { ...product, purchases };
}
