import type { OrderBook } from '../tools/order-book';
import type { PriceMove } from '../tools/price-moves';
import type { ProductFacts } from '../tools/product-facts';
import type { ProductSpending } from '../tools/spending';
import type { RecipeLookup } from '../tools/recipe-lookup';
import { amountOf, date, duringPeriod, money, plural, quantity, sentenceStart } from './text';

type Recipe = RecipeLookup['recipes'][number];

export function stockAnswer(product: ProductFacts): string {
  const stock = Number(product.stockQuantity);
  const status =
    stock === 0
      ? 'Está **agotado**.'
      : stock < Number(product.minStockQuantity)
        ? `Está por debajo de tu mínimo de ${quantity(product.minStockQuantity)} ${product.unit}.`
        : `Tu mínimo es ${quantity(product.minStockQuantity)} ${product.unit}.`;
  return `De **${product.name}** tienes **${quantity(product.stockQuantity)} ${product.unit}**. ${status}`;
}

export function currentPriceAnswer(product: ProductFacts): string {
  const [last] = product.purchases;
  return (
    `**${product.name}** tiene un precio actual de **${money(product.currentPrice)}** por ${product.unit}.` +
    (last
      ? ` La última vez lo compraste a ${money(last.unitPrice)} con ${last.supplierName} (${date(last.orderDate)}).`
      : '')
  );
}

export function lastPaidAnswer(product: ProductFacts): string {
  const [last] = product.purchases;
  if (!last)
    return `No tienes órdenes de compra con **${product.name}**; su precio registrado es ${money(product.currentPrice)} por ${product.unit}.`;
  return `La última vez compraste **${product.name}** a **${money(last.unitPrice)}** por ${product.unit}, con ${last.supplierName} el ${date(last.orderDate)} (${quantity(last.quantity)} ${product.unit}, orden ${last.orderNumber}).`;
}

export function cheapestAnswer(product: ProductFacts): string {
  const latest = new Map<string, ProductFacts['purchases'][number]>();
  for (const purchase of product.purchases)
    if (!latest.has(purchase.supplierName)) latest.set(purchase.supplierName, purchase);
  const offers = [...latest.values()].sort(
    (a, b) => Number(a.unitPrice) - Number(b.unitPrice) || a.supplierName.localeCompare(b.supplierName),
  );
  if (offers.length === 0)
    return `Todavía no le has comprado **${product.name}** a ningún proveedor; su precio registrado es ${money(product.currentPrice)} por ${product.unit}.`;
  const [best] = offers;
  return [
    `El precio más bajo de **${product.name}** te lo dio **${best.supplierName}**: **${money(best.unitPrice)}** por ${product.unit} (su último precio, ${date(best.orderDate)}).`,
    ...(offers.length > 1
      ? [
          '',
          'Último precio por proveedor:',
          ...offers.map((offer) => `- ${offer.supplierName}: ${money(offer.unitPrice)}/${product.unit}`),
        ]
      : []),
  ].join('\n');
}

export function productSpendingAnswer(name: string, report: ProductSpending, unit: string): string {
  if (report.orderCount === 0)
    return `${sentenceStart(duringPeriod(report.label))} no compraste **${name}**: gasto de **${money('0')}**.`;
  return `${sentenceStart(duringPeriod(report.label))} gastaste **${money(report.total)}** en **${name}** (${quantity(report.quantity)} ${unit} en ${plural(report.orderCount, 'orden', 'órdenes')}).`;
}

export function supplierCountAnswer(book: OrderBook): string {
  if (book.supplierCount === 0) return 'Aún no tienes proveedores registrados. Agrégalos en **Proveedores**.';
  return `Trabajas con **${plural(book.supplierCount, 'proveedor', 'proveedores')}**: ${book.suppliers.join(', ')}.`;
}

export function openOrdersAnswer(book: OrderBook): string {
  if (book.openOrders.length === 0) return 'No tienes órdenes pendientes: todas se recibieron o se cancelaron.';
  return [
    `Tienes **${plural(book.openOrders.length, 'orden pendiente', 'órdenes pendientes')}** por **${money(book.openTotal)}**:`,
    '',
    ...book.openOrders.map(
      (order) =>
        `- ${order.orderNumber} · ${order.supplierName} · ${money(order.totalAmount)} (${date(order.orderDate)})`,
    ),
  ].join('\n');
}

const percentText = (value: string) =>
  `${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(Number(value)))}%`;

export function priceMoveAnswer(moves: PriceMove[], direction: 'up' | 'down', label: string): string {
  const wanted =
    direction === 'up'
      ? moves.filter((move) => Number(move.changePercent) > 0)
      : moves.filter((move) => Number(move.changePercent) < 0).reverse();
  if (wanted.length === 0) return `En ${label} ningún producto ${direction === 'up' ? 'subió' : 'bajó'} de precio.`;
  const [top, ...rest] = wanted;
  return [
    `En ${label}, el que más ${direction === 'up' ? 'subió' : 'bajó'} fue **${top.name}**: de ${money(top.firstPrice)} a ${money(top.lastPrice)} por ${top.unit} (**${direction === 'up' ? '+' : '−'}${percentText(top.changePercent)}**).`,
    ...(rest.length
      ? [
          '',
          'Le siguen:',
          ...rest
            .slice(0, 4)
            .map(
              (move) =>
                `- ${move.name}: ${money(move.firstPrice)} → ${money(move.lastPrice)} (${percentText(move.changePercent)})`,
            ),
        ]
      : []),
  ].join('\n');
}

/** How many yields the stock allows: the ingredient with the least stock per batch sets the limit. */
export function portionsOf(recipe: Recipe): { portions: number; limiting: Recipe['ingredients'][number] | null } {
  let limiting: Recipe['ingredients'][number] | null = null;
  let batches = Infinity;
  // Stock against what a batch takes from it, both in the product's base unit (decision 036).
  for (const item of recipe.ingredients) {
    const possible = item.grossQuantity === null ? 0 : Number(item.stockQuantity) / Number(item.grossQuantity);
    if (possible < batches) [batches, limiting] = [possible, item];
  }
  if (!limiting) return { portions: 0, limiting };
  if (limiting.grossQuantity === null) return { portions: 0, limiting };
  // Thousandths of a unit, then whole portions: the stock and quantities have at most 3 decimals.
  const portions = Math.floor(
    (Math.round(Number(limiting.stockQuantity) * 1000) * Number(recipe.finalYield)) /
      Math.round(Number(limiting.grossQuantity) * 1000) +
      1e-9,
  );
  return { portions, limiting };
}

export function portionsAnswer(recipe: Recipe): string {
  const { portions, limiting } = portionsOf(recipe);
  if (!limiting) return `**${recipe.name}** no tiene ingredientes registrados.`;
  return [
    `Con tu stock actual te alcanza para **${amountOf(portions, recipe.yieldUnit)}** de **${recipe.name}** (la receta rinde ${amountOf(recipe.finalYield, recipe.yieldUnit)}).`,
    `Lo primero que se acaba es **${limiting.productName}**: tienes ${quantity(limiting.stockQuantity)} ${limiting.baseUnit} y cada tanda usa ${quantity(limiting.grossQuantity ?? limiting.quantity)} ${limiting.grossQuantity === null ? limiting.unit : limiting.baseUnit}.`,
  ].join('\n');
}
