import type { InventoryReport } from '../tools/inventory-report';
import type { LowStockReport } from '../tools/low-stock';
import type { ShoppingList } from '../tools/shopping-list';
import { money, plural, quantity } from './text';

export function inventoryAnswer(report: InventoryReport): string {
  if (report.productCount === 0)
    return 'Aún no tienes productos en tu inventario. Agrégalos en **Productos** y te daré el reporte completo.';
  const lines = [
    '## Reporte de inventario',
    '',
    `- **Productos:** ${report.productCount}`,
    `- **Valor total del inventario:** ${money(report.totalValue)}`,
    `- **Con stock bajo:** ${report.lowStockCount}${report.outOfStockCount ? ` (${plural(report.outOfStockCount, 'agotado', 'agotados')})` : ''}`,
    '',
    '**Valor por categoría**',
    ...report.categories.map(
      (row) => `- ${row.category}: ${money(row.value)} (${plural(row.productCount, 'producto', 'productos')})`,
    ),
    '',
    '**Productos con más valor en almacén**',
    ...report.topProducts
      .slice(0, 5)
      .map(
        (row) =>
          `- ${row.name}: ${quantity(row.stockQuantity)} ${row.unit} × ${money(row.currentPrice)} = ${money(row.value)}`,
      ),
  ];
  if (report.lowStockCount > 0)
    lines.push('', 'Pregúntame **¿Qué productos tienen stock bajo?** para ver cuáles reponer.');
  return lines.join('\n');
}

export function lowStockAnswer(report: LowStockReport): string {
  if (report.count === 0) return '¡Buenas noticias! Ningún producto está por debajo de su stock mínimo.';
  return [
    `**${plural(report.count, 'producto tiene', 'productos tienen')} stock bajo** (por debajo de su mínimo):`,
    '',
    ...report.items.map(
      (item) =>
        `- **${item.name}**: ${quantity(item.stockQuantity)} ${item.unit} de ${quantity(item.minStockQuantity)} ${item.unit} mínimo` +
        ` — faltan ${quantity(item.shortfall)} ${item.unit} (${money(item.restockCost)})${item.supplierName ? ` · Proveedor: ${item.supplierName}` : ''}`,
    ),
    '',
    `Reponer todo hasta el mínimo cuesta **${money(report.totalRestockCost)}** a tus precios actuales.`,
  ].join('\n');
}

export function shoppingAnswer(list: ShoppingList): string {
  if (list.items.length === 0)
    return 'Esta semana no necesitas comprar nada: todo tu stock alcanza su mínimo aun con el consumo registrado de las últimas 4 semanas.';
  return [
    '## Qué comprar esta semana',
    '',
    'Calculado con tu stock mínimo más el consumo semanal promedio de las últimas 4 semanas:',
    '',
    ...list.items.map(
      (item) =>
        `- **${item.name}**: compra ${quantity(item.suggestedQuantity)} ${item.unit} (${money(item.estimatedCost)})` +
        ` — tienes ${quantity(item.stockQuantity)}, mínimo ${quantity(item.minStockQuantity)}` +
        (Number(item.weeklyUse) > 0 ? `, usas ~${quantity(item.weeklyUse)} ${item.unit}/semana` : '') +
        (item.supplierName ? ` · ${item.supplierName}` : ''),
    ),
    '',
    `**Total estimado:** ${money(list.totalEstimatedCost)}`,
  ].join('\n');
}

export function categoryAnswer(row: InventoryReport['categories'][number]): string {
  return `En **${row.category}** tienes **${money(row.value)}** de inventario (${plural(row.productCount, 'producto', 'productos')}, stock × precio actual).`;
}
