import { ORDER_STATUS_LABELS } from '@common/orders';
import type { LastOrderAnalysis } from '../tools/last-order';
import type { MainSuppliers } from '../tools/main-suppliers';
import type { PriceTrendReport } from '../tools/price-trends';
import type { SavingsTips } from '../tools/savings-tips';
import type { SpendingReport } from '../tools/spending';
import { date, duringPeriod, money, percent, plural, quantity, sentenceStart } from './text';

const ORDER_STATUS: Record<string, string> = ORDER_STATUS_LABELS;

export function spendingAnswer(report: SpendingReport): string {
  if (report.orderCount === 0)
    return `No registraste órdenes de compra ${duringPeriod(report.label)}, así que el gasto fue de **${money('0')}**.`;
  return [
    `${sentenceStart(duringPeriod(report.label))} gastaste **${money(report.total)}** en ${plural(report.orderCount, 'orden de compra', 'órdenes de compra')}.`,
    '',
    `- Completadas: ${money(report.completedTotal)}`,
    `- Pendientes: ${money(report.pendingTotal)}`,
    ...(report.cancelledCount
      ? [`- ${plural(report.cancelledCount, 'orden cancelada no cuenta', 'órdenes canceladas no cuentan')}`]
      : []),
    '',
    '**Por proveedor**',
    ...report.bySupplier.map(
      (row) => `- ${row.supplierName}: ${money(row.total)} (${plural(row.orderCount, 'orden', 'órdenes')})`,
    ),
  ].join('\n');
}

export function priceTrendsAnswer(report: PriceTrendReport): string {
  if (report.trends.length === 0)
    return `No hubo cambios de precio en tus productos en los últimos ${report.windowDays} días.`;
  return [
    `## Cambios de precio (últimos ${report.windowDays} días)`,
    '',
    `${plural(report.increases, 'producto subió', 'productos subieron')} y ${plural(report.decreases, 'bajó', 'bajaron')} de precio.`,
    '',
    ...report.trends.map(
      (trend) =>
        `- **${trend.name}**: de ${money(trend.firstPrice)} a ${money(trend.lastPrice)} (${percent(trend.changePercent)}, ${plural(trend.changeCount, 'cambio', 'cambios')})` +
        (Number(trend.purchasedQuantity) > 0
          ? ` — en los ${quantity(trend.purchasedQuantity)} ${trend.unit} que compraste, ${Number(trend.impact) >= 0 ? 'pagaste' : 'ahorraste'} ${money(trend.impact.replace(/^-/, ''))} ${Number(trend.impact) >= 0 ? 'de más' : ''}`.trimEnd()
          : ''),
    ),
  ].join('\n');
}

export function suppliersAnswer(report: MainSuppliers): string {
  if (report.bySpending.length === 0 && report.byProducts.length === 0) {
    return 'Aún no tienes órdenes de compra ni proveedores asignados a tus productos. Registra tus proveedores en **Proveedores** o compra en el **Marketplace**.';
  }
  const lines = ['## Tus proveedores principales', ''];
  if (report.bySpending.length > 0) {
    lines.push(`**Por monto comprado** (total ${money(report.grandTotal)}):`);
    report.bySpending.forEach((row, index) =>
      lines.push(
        `${index + 1}. **${row.supplierName}**: ${money(row.total)} — ${row.sharePercent}% de tus compras, ${plural(row.orderCount, 'orden', 'órdenes')}, la última el ${date(row.lastOrder)}`,
      ),
    );
  }
  if (report.byProducts.length > 0) {
    lines.push(
      '',
      '**Por productos que te surten:**',
      ...report.byProducts.map((row) => `- ${row.supplierName}: ${plural(row.productCount, 'producto', 'productos')}`),
    );
  }
  return lines.join('\n');
}

export function savingsAnswer(tips: SavingsTips): string {
  const lines = ['## Consejos para optimizar tus compras', ''];
  if (tips.cheaperOffers.length > 0) {
    lines.push('**Más barato en el Marketplace** (mismo producto y unidad):');
    for (const offer of tips.cheaperOffers) {
      lines.push(
        `- **${offer.name}**: pagas ${money(offer.currentPrice)}/${offer.unit}; ${offer.companyName} lo ofrece a ${money(offer.marketPrice)} (${offer.savingPercent}% menos)` +
          (Number(offer.monthlySaving) > 0
            ? ` — con tu consumo de ${quantity(offer.monthlyUse)} ${offer.unit} al mes ahorrarías ${money(offer.monthlySaving)}`
            : ''),
      );
    }
    if (Number(tips.totalMonthlySaving) > 0)
      lines.push('', `Ahorro estimado al mes: **${money(tips.totalMonthlySaving)}**.`);
  } else {
    lines.push('- Tus precios ya son iguales o mejores que las ofertas del Marketplace para los mismos productos.');
  }
  if (tips.overstock.length > 0) {
    lines.push('', '**Dinero detenido en exceso de inventario** (más de 3 veces el mínimo):');
    for (const item of tips.overstock)
      lines.push(
        `- ${item.name}: ${quantity(item.stockQuantity)} ${item.unit} con mínimo de ${quantity(item.minStockQuantity)} — ${money(item.excessValue)} por encima`,
      );
    lines.push('', 'Compra estos productos en cantidades más pequeñas y con más frecuencia.');
  }
  lines.push('', 'Revisa también **¿Qué debo comprar esta semana?** para comprar solo lo que vas a usar.');
  return lines.join('\n');
}

export function lastOrderAnswer(order: LastOrderAnalysis | null): string {
  if (!order) return 'Todavía no tienes órdenes de compra. Crea una en **Órdenes** o desde el **Marketplace**.';
  const lines = [
    `## Tu última orden: ${order.orderNumber}`,
    '',
    `- **Proveedor:** ${order.supplierName}`,
    `- **Fecha:** ${date(order.orderDate)} · **Estado:** ${ORDER_STATUS[order.status] ?? order.status}`,
    `- **Total:** ${money(order.totalAmount)} en ${plural(order.itemCount, 'producto', 'productos')}`,
  ];
  if (order.averageTotal !== null) {
    lines.push(
      `- Tu orden promedio es de ${money(order.averageTotal)}; esta fue ${percent(order.versusAveragePercent)} respecto al promedio`,
    );
  }
  if (order.items.length > 0) {
    lines.push('', '**Productos**');
    for (const item of order.items) {
      let line = `- **${item.productName}**: ${quantity(item.quantity)}${item.unit ? ` ${item.unit}` : ''} × ${money(item.unitPrice)} = ${money(item.totalPrice)}`;
      if (item.previousPrice !== null)
        line += ` — antes pagabas ${money(item.previousPrice)} (${percent(item.changePercent)})`;
      if (item.marketPrice !== null)
        line += ` · en el Marketplace: ${money(item.marketPrice)} con ${item.marketCompany}`;
      lines.push(line);
    }
  }
  return lines.join('\n');
}
