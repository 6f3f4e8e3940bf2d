import { invoiceLineNet } from '@common/invoice-lines';
import type { Product } from '@common/inventory';
import { formatLineQuantity, lineProductUnits } from '@common/order-units';
import type { PriceComparison } from '@common/price-comparison';
import { comparePrices, type Purchase } from '@common/price-comparison-rule';
import type { ProductUnits } from '@common/quantity';
import { formatQuantity } from '@common/quantity-format';
import { add, divide, ratioOf, toDecimal } from '@common/ratio';
import { MONEY_PLACES } from '@common/unit-costs';
import type { Actor } from '../../platform/actor';
import type { Queryable } from '../../platform/db/client';
import { selectTaxSettings } from '../invoices/queries';
import { selectLastInvoicePrices, selectLastOrderPrices, selectSameItemOffers } from './price-comparison-queries';
import { getProduct } from './products-service';

type OrderRow = Awaited<ReturnType<typeof selectLastOrderPrices>>[number];
type InvoiceRow = Awaited<ReturnType<typeof selectLastInvoicePrices>>[number];

const NO_SUPPLIER = 'Sin proveedor';

/** A received order line: the price paid for one of its unit, converted with its pack as ordered (decision 037). */
function orderPurchase(row: OrderRow, product: ProductUnits): Purchase {
  const pack = row.packQuantity && row.packUnit ? { quantity: row.packQuantity, unit: row.packUnit } : null;
  const line = lineProductUnits({ unit: row.unit, pack }, product);
  return {
    supplierKey: row.contactId ? `contact:${row.contactId}` : row.companyId ? `company:${row.companyId}` : 'none',
    price: row.unitPrice,
    unit: line.unit,
    units: line.product,
    shown: {
      supplierName: row.contactName ?? row.companyName ?? NO_SUPPLIER,
      supplierKind: row.companyId ? 'marketplace' : 'contact',
      source: row.orderType === 'marketplace' ? 'marketplace_order' : 'order',
      reference: row.orderNumber,
      // The query reads received lines only.
      date: row.receivedAt!.toISOString(),
      paidAmount: row.unitPrice,
      paidQuantity: formatLineQuantity('1', line.unit, pack),
    },
  };
}

/**
 * A registered invoice line: what it cost in pesos (net, plus IEPS, plus IVA unless the restaurant
 * credits it, as decision 041 costs it) over what it added to stock.
 */
function invoicePurchase(row: InvoiceRow, product: Product, creditsIva: boolean): Purchase {
  const net = invoiceLineNet(row, row);
  const cost = add(add(net, ratioOf(row.iepsMxn)), ratioOf(creditsIva ? '0' : row.ivaMxn));
  const quantity = row.stockQuantity ?? '0';
  return {
    supplierKey: row.contactId ? `contact:${row.contactId}` : `rfc:${row.issuerRfc}`,
    price: divide(cost, ratioOf(quantity)),
    unit: product.unit,
    units: product,
    shown: {
      supplierName: row.contactName ?? row.issuerName ?? row.issuerRfc,
      supplierKind: 'contact',
      source: 'invoice',
      reference: [row.series, row.folio].filter(Boolean).join('-') || row.uuid,
      date: row.registeredAt.toISOString(),
      paidAmount: toDecimal(cost, MONEY_PLACES),
      paidQuantity: formatQuantity(quantity, product.unit),
    },
  };
}

/** "Comparar precios" of one of the owner's products (404 for anyone else's), decision 049. */
export async function getPriceComparison(db: Queryable, actor: Actor, productId: string): Promise<PriceComparison> {
  const product = await getProduct(db, actor, productId);
  const [orders, invoiceRows, offers, settings] = await Promise.all([
    selectLastOrderPrices(db, actor.userId, { productId }),
    selectLastInvoicePrices(db, actor.userId, { productId }),
    selectSameItemOffers(db, { productName: product.name }),
    selectTaxSettings(db, actor.userId),
  ]);
  const creditsIva = settings?.creditsIva ?? false;
  const purchases = [
    ...orders.map((row) => orderPurchase(row, product)),
    ...invoiceRows.map((row) => invoicePurchase(row, product, creditsIva)),
  ];
  return comparePrices(product, purchases, offers, creditsIva);
}
