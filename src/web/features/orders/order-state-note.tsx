import type { OrderDetail } from '@common/orders';
import { formatLongDate } from '@web/lib/format-date';

/**
 * Where an order stands once its supplier moves it (a marketplace order, decision 043, or an
 * own-contact order through its link, 047), why it was cancelled and when it was received.
 */
export function OrderStateNote({ order }: { order: OrderDetail }) {
  const lines: string[] = [];
  if (order.status === 'cancelada' && order.cancelReason)
    lines.push(
      `${order.cancelledBy === 'proveedor' ? `${order.supplierName} la canceló` : 'La cancelaste'}. Motivo: ${order.cancelReason}`,
    );
  if (order.orderType === 'direct' && !order.receivedAt) {
    if (order.status === 'confirmada') lines.push(`${order.supplierName} confirmó la orden desde su enlace.`);
    if (order.status === 'en_camino')
      lines.push(
        `${order.supplierName} la marcó en camino. Cuando llegue, usa «Recibir orden» para sumarla a tu inventario.`,
      );
  }
  if (order.orderType === 'marketplace' && !order.receivedAt) {
    if (order.status === 'pendiente') lines.push('Esperando la confirmación del proveedor.');
    if (order.status === 'confirmada') lines.push('El proveedor confirmó la orden y apartó el producto.');
    if (order.status === 'en_camino' || order.status === 'entregada')
      lines.push('Cuando llegue, usa «Recibir orden» para sumarla a tu inventario.');
  }
  if (order.items.some((item) => item.originalQuantity !== null || item.originalUnitPrice !== null))
    lines.push('El proveedor ajustó la orden al confirmarla: revisa las cantidades y precios.');
  if (order.receivedAt) lines.push(`Recibida el ${formatLongDate(order.receivedAt)}.`);
  if (lines.length === 0) return null;
  return (
    <div
      className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
      data-testid="order-state-note"
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
